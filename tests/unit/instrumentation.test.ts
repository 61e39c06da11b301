/**
 * instrumentation.ts is compiled for the Edge runtime too (`next dev` compiles it beside the first page): every
 * Node.js-only start-up step (process.exit on a bad configuration, the database, the job worker) must sit behind
 * `process.env.NEXT_RUNTIME === 'nodejs'`, which the bundler folds, so the Edge compile holds none of it (otherwise
 * `next dev` prints "A Node.js API is used (process.exit ...)" and "Ecmascript file had an error"). The Edge
 * compile is reproduced with esbuild and the same constant (fast, no dev server); the Node.js side is checked
 * by the health test's start-up and every e2e server.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

/** instrumentation.ts bundled as for `NEXT_RUNTIME` `runtime`, every import left out (only this file's own code). */
async function compiledFor(runtime: 'edge' | 'nodejs'): Promise<string> {
  const result = await build({
    entryPoints: [path.join(process.cwd(), 'instrumentation.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    define: { 'process.env.NEXT_RUNTIME': JSON.stringify(runtime) },
    plugins: [
      {
        name: 'imports-stay-out',
        setup(bundle) {
          bundle.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

it('compiles for the Edge runtime without process.exit or any import of the Node.js start-up', async () => {
  const edge = await compiledFor('edge');
  expect(edge).not.toMatch(/process\.exit/);
  expect(edge).not.toMatch(/import\(/);
  expect(edge).toMatch(/export\s*{\s*register\s*}/);
});

it('imports the Node.js start-up in the Node.js runtime', async () => {
  expect(await compiledFor('nodejs')).toMatch(/import\("\.\/instrumentation-node"\)/);
});
