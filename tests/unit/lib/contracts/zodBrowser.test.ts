// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { expect, it } from 'vitest';
import '../../../../lib/contracts/zodBrowser';

it('turns zod’s compiled parser (its `new Function` probe, refused by the CSP) off in the browser', () => {
  expect(z.config().jitless).toBe(true);
});

it('is loaded by the app before any page module, so no page parses with a schema before it (not only via lib/contracts/http)', () => {
  const app = readFileSync(path.join(process.cwd(), 'pages', '_app.tsx'), 'utf8');
  const imports = [...app.matchAll(/^import .*?['"]([^'"]+)['"];$/gm)].map((match) => match[1]);
  expect(imports.slice(0, 2)).toContain('../lib/contracts/zodBrowser');
});
