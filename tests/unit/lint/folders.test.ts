import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImportMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('ESLint rules of DESIGN.md', () => {
  it('forbids the raw react-redux hooks in components', async () => {
    const code = "import { useDispatch, useSelector } from 'react-redux';\nexport const hooks = [useDispatch, useSelector];\n";
    const messages = await restrictedImportMessages(code, 'components/common/Example.tsx');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.message).toMatch(/useAppSelector/);
  });

  it('allows Provider from react-redux and the raw hooks inside store/hooks.ts', async () => {
    expect(
      await restrictedImportMessages("import { Provider } from 'react-redux';\nexport { Provider };\n", 'components/common/Example.tsx'),
    ).toEqual([]);
    expect(
      await restrictedImportMessages("import { useSelector } from 'react-redux';\nexport const s = useSelector;\n", 'store/hooks.ts'),
    ).toEqual([]);
  });
});

describe('layering of DESIGN.md, enforced by ESLint', () => {
  const layerMessages = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
  };

  it.each([
    ['components/common/Example.tsx', "import { getDb } from '../../server/db/client';"],
    ['components/common/Example.tsx', "import type { Db } from '../../server/db/types';"],
    ['services/example.ts', "import { getDb } from '../server/db/client';"],
    ['store/example.ts', "import { getDb } from '../server/db/client';"],
    ['store/example.ts', "import { clearLogin } from '../client/session';"],
    ['lib/example.ts', "import { apiClient } from '../services/apiClient';"],
    ['lib/example.ts', "import { CITY_LINKS } from '../data/cities/cityLinks';"],
    ['server/example.ts', "import { apiClient } from '../services/apiClient';"],
    ['server/example.ts', "import { api } from '../store/api';"],
    ['server/example.ts', "import Footer from '../components/layout/Footer';"],
    ['client/example.ts', "import { api } from '../store/api';"],
    ['pages/api/example.ts', "import { api } from '../../store/api';"],
  ])('%s may not: %s', async (filePath, line) => {
    expect(await layerMessages(`${line}\nexport const used = 1;\n`, filePath)).toHaveLength(1);
  });

  it('forbids a dynamic import across the layers too', async () => {
    expect(
      await layerMessages("export const load = () => import('../../server/db/client');\n", 'components/common/Example.tsx'),
    ).toHaveLength(1);
  });

  it.each([
    ['components/common/Example.tsx', "import { useOrderListQuery } from '../../store/ordersApi';"],
    ['components/common/Example.tsx', "import { clearLogin } from '../../client/session';"],
    ['store/example.ts', "import { apiBaseQuery } from '../services/baseQuery';"],
    ['client/example.ts', "import { onUnauthorized } from '../services/session';"],
    ['server/example.ts', "import { schemaOrderAdd } from '../lib/contracts/orders';"],
    ['lib/example.ts', "import { ORDER_TYPE } from './constants';"],
    ['pages/example.tsx', "import { getDb } from '../server/db/client';"],
  ])('%s may: %s', async (filePath, line) => {
    expect(await layerMessages(`${line}\nexport const used = 1;\n`, filePath)).toEqual([]);
  });

  it('makes `npm run lint` fail on a planted violation', () => {
    const planted = path.join(process.cwd(), 'components', 'common', '__PlantedViolation.tsx');
    writeFileSync(planted, "import { getDb } from '../../server/db/client';\nexport const used = getDb;\n");
    try {
      const run = spawnSync(process.execPath, [path.join('node_modules', 'eslint', 'bin', 'eslint.js'), '--max-warnings', '0', planted], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('import/no-restricted-paths');
    } finally {
      rmSync(planted, { force: true });
    }
  });
});
