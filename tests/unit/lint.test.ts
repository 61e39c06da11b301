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
