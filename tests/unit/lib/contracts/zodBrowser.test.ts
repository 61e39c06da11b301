// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { expect, it } from 'vitest';
import '../../../../lib/contracts/zodBrowser';

it('turns zod’s compiled parser (its `new Function` probe, refused by the CSP) off in the browser', () => {
  expect(z.config().jitless).toBe(true);
  // zod reads the very object this module sets
  expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
});

it('holds when it runs before zod loads (as in _app, where it comes first), in a fresh process', () => {
  const script = [
    'globalThis.window = globalThis;',
    `await import(${JSON.stringify(path.join(process.cwd(), 'lib', 'contracts', 'zodBrowser.ts'))});`,
    "const { z } = await import('zod');",
    'console.log(JSON.stringify(z.config()));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toMatchObject({ jitless: true });
});

it('imports nothing, so it adds no library to the pages that never validate', () => {
  const source = readFileSync(path.join(process.cwd(), 'lib', 'contracts', 'zodBrowser.ts'), 'utf8');
  expect(source).not.toMatch(/^\s*import\s/m);
  expect(source).not.toMatch(/require\(/);
});

it('is loaded by the app before any page module, so no page parses with a schema before it (not only via lib/contracts/http)', () => {
  const app = readFileSync(path.join(process.cwd(), 'pages', '_app.tsx'), 'utf8');
  const imports = [...app.matchAll(/^import .*?['"]([^'"]+)['"];$/gm)].map((match) => match[1]);
  expect(imports.slice(0, 2)).toContain('../lib/contracts/zodBrowser');
});
