import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../../../eslint.config.mjs';

/**
 * The layers of server/ (eslint/layers.mjs, README "Code map") and the cycle rule, proven on a fixture tree laid out
 * like the repository (./fixtures): the real configuration, built for that tree, must fail on each kind of violation
 * and pass the compliant imports. `import/no-unresolved` is turned on here so that every import of a case is seen to
 * resolve: a zone passes silently when the resolver cannot find the imported file.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: FIXTURES,
    overrideConfigFile: true,
    baseConfig: makeConfig(FIXTURES),
    overrideConfig: { rules: { 'import/no-unresolved': 'error' } },
  });
});

/** The messages of the rules under test (and of an unresolved import) for `code` linted as if it were at `file`. */
async function messagesOf(code: string, file: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(FIXTURES, file) });
  const rules = new Set(['import/no-restricted-paths', 'import/no-cycle', 'import/no-unresolved']);
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && rules.has(message.ruleId));
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);
const used = (line: string) => `${line}\nexport const used = [imported];\n`;

describe('server/ layers (import/no-restricted-paths)', () => {
  it.each([
    ['server/auth/customer.ts', "import { orderView as imported } from '../orders/views';", 'a platform file importing a domain file'],
    ['server/auth/customer.ts', "import { orderView as imported } from '../orders';", "a platform file importing a domain's index"],
    [
      'server/db/client2.ts',
      "import { notFound as imported } from '../http/errors';",
      'a platform level importing a higher one (db -> http)',
    ],
    ['server/config2.ts', "import { fixtureDb as imported } from './db/client';", 'a root file importing a platform folder'],
    ['server/cities/rules.ts', "import { orderView as imported } from '../orders';", 'a domain importing a higher domain'],
    ['server/food/rules.ts', "import { balloonName as imported } from '../decoration';", 'a domain importing a domain on its own level'],
    [
      'server/orders/rules.ts',
      "import { captureName as imported } from '../payments/captures';",
      "a domain importing a lower domain's internal file",
    ],
    ['server/orders/rules.ts', "import { seedAll as imported } from '../app/seed';", 'a domain importing the app'],
    ['server/db/seedHook.ts', "import { seedAll as imported } from '../app/seed';", 'a platform file importing the app'],
  ])('%s fails: %s (%s)', async (file, line) => {
    expect(rulesOf(await messagesOf(used(line), file))).toEqual(['import/no-restricted-paths']);
  });

  it('fails on a dynamic import across the layers too', async () => {
    const messages = await messagesOf("export const load = () => import('../orders/views');\n", 'server/auth/customer.ts');
    expect(rulesOf(messages)).toEqual(['import/no-restricted-paths']);
  });

  it('names the rule a newcomer broke', async () => {
    const [platform] = await messagesOf(used("import { orderView as imported } from '../orders/views';"), 'server/auth/customer.ts');
    expect(platform?.message).toMatch(/server\/auth is platform: .*never a domain nor server\/app/);
    const [internal] = await messagesOf(used("import { captureName as imported } from '../payments/captures';"), 'server/orders/rules.ts');
    expect(internal?.message).toMatch(/only through that domain's index\.ts/);
  });

  it.each([
    [
      'server/orders/rules.ts',
      "import { captureName as imported } from '../payments';",
      "a domain importing a lower domain's index (folder)",
    ],
    [
      'server/orders/rules.ts',
      "import { captureName as imported } from '../payments/index';",
      "a domain importing a lower domain's index.ts",
    ],
    ['server/food/rules.ts', "import { cityName as imported } from '../cities';", 'a domain importing a domain of the lowest level'],
    ['server/orders/rules.ts', "import { orderView as imported } from './views';", 'a domain importing its own files'],
    ['server/orders/rules.ts', "import { fixtureSession as imported } from '../auth/session';", 'a domain importing the platform'],
    ['server/orders/rules.ts', "import { fixtureConfig as imported } from '../config';", 'a domain importing a root file'],
    ['server/auth/customer.ts', "import { notFound as imported } from '../http/errors';", 'a platform level importing a lower one'],
    ['server/auth/customer.ts', "import { fixtureConfig as imported } from '../config';", 'a platform folder importing a root file'],
    ['server/app/start.ts', "import { captureName as imported } from '../payments/captures';", 'the app importing any file'],
  ])('%s passes: %s (%s)', async (file, line) => {
    expect(await messagesOf(used(line), file)).toEqual([]);
  });

  it('sees an import it cannot resolve (so a passing case above really resolved its file)', async () => {
    const messages = await messagesOf(used("import { orderView as imported } from '../orders/missing';"), 'server/auth/customer.ts');
    expect(rulesOf(messages)).toEqual(['import/no-unresolved']);
  });
});

describe('no runtime import cycle in server/ (import/no-cycle)', () => {
  it('fails on a two-file cycle', async () => {
    const [a, b] = await eslint.lintFiles(['server/orders/cycleA.ts', 'server/orders/cycleB.ts']);
    for (const result of [a, b]) {
      expect(result?.messages.map((message) => message.ruleId)).toContain('import/no-cycle');
    }
  });

  it('passes when one side imports only types (no cycle at run time)', async () => {
    const results = await eslint.lintFiles(['server/orders/typeA.ts', 'server/orders/typeB.ts']);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });

  it('passes an import of a file that does not import back', async () => {
    expect(await messagesOf(used("import { orderView as imported } from './views';"), 'server/orders/cycleC.ts')).toEqual([]);
  });
});
