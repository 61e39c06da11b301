import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { serverZones } from './eslint/layers.mjs';

/**
 * DESIGN.md "Layout": what each folder may import. A zone forbids its `target` folder to import from
 * `from` (the folders outside its "may import" column). Beyond the table, components also use client/
 * (the browser effects they trigger) and data/ (static content they render).
 */
const OURS = ['pages', 'components', 'store', 'services', 'client', 'server', 'lib', 'data', 'styles', 'tests', 'bench', 'scripts'];
const only = (target, allowed, why) => ({
  target: `./${target}`,
  from: OURS.filter((folder) => folder !== target && !allowed.includes(folder)).map((folder) => `./${folder}`),
  message: why,
});
const LAYERS = [
  only('lib', [], 'lib/ is pure code both sides share: it imports nothing of ours (DESIGN.md).'),
  only('data', ['lib'], 'data/ is reference data: it may import lib/ only (DESIGN.md).'),
  only('services', ['lib'], 'services/ is the browser transport: it may import lib/ only (DESIGN.md).'),
  only('client', ['services', 'lib'], 'client/ (browser effects) may import services/ and lib/ only (DESIGN.md).'),
  only('store', ['services', 'lib'], 'store/ may import services/ and lib/ only (DESIGN.md).'),
  only('components', ['store', 'services', 'client', 'lib', 'data', 'styles'], 'components/ never import server/ or pages/ (DESIGN.md).'),
  only('server', ['lib', 'data'], 'server/ is the back end: it may import lib/ and data/ only (DESIGN.md).'),
  {
    target: './pages/api',
    from: ['./components', './store', './services', './client', './styles'],
    message: 'pages/api is the HTTP API: it may import server/ and lib/ only (DESIGN.md).',
  },
];

/**
 * The whole configuration for a checkout at `root` (the folder the zones' paths are relative to). The tests in
 * tests/unit/lint/ build it for their fixture tree to prove each rule fails on a violation.
 * @param {string} root absolute path of the repository (or of a fixture tree laid out like it)
 */
export function makeConfig(root) {
  return [
    {
      ignores: [
        '.next/**',
        'node_modules/**',
        '.data/**',
        'coverage/**',
        'server/db/migrations/**',
        'next-env.d.ts',
        // violations planted on purpose for the lint rules' own tests
        'tests/unit/lint/fixtures/**',
      ],
    },
    ...nextCoreWebVitals,
    ...nextTypescript,
    {
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        // the folders' table of DESIGN.md, then the layers inside server/ (eslint/layers.mjs)
        'import/no-restricted-paths': ['error', { basePath: root, zones: [...LAYERS, ...serverZones()] }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        // DESIGN.md: components use the typed hooks of store/hooks.ts, never the raw react-redux ones.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'react-redux',
                importNames: ['useSelector', 'useDispatch', 'useStore'],
                message: 'Use useAppSelector / useAppDispatch / useAppStore from store/hooks.ts.',
              },
            ],
          },
        ],
      },
    },
    // no runtime import cycle between files of server/ (`import type` is ignored by the rule: types leave no cycle at run time)
    {
      files: ['server/**/*.{ts,tsx,js}'],
      // packages are never parsed: a cycle cannot pass through them, and some (PGlite's bundle) overflow the parser.
      // disableScc: the rule's component cache throws on text linted under a path that is not on disk yet (an
      // editor's unsaved file, the tests' lintText); without it the lint of server/ takes about a fifth longer.
      settings: { 'import/ignore': ['node_modules'] },
      rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
    },
    { files: ['store/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
    // next.config.js is plain CommonJS Node, and so are the header builders and the build step it reads (lib/security/*.js, scripts/compileHints.js),
    // and the production server (server.js) with its shared cache (server/http/sharedCache.js) and its log paths
    // (server/http/logPath.js) and its drain on SIGTERM (server/http/drain.js), which node runs without a compiler, and the
    // Next.js stand-in the server's shutdown tests preload into it (tests/helpers/nextStub).
    {
      files: [
        'next.config.js',
        'lib/security/*.js',
        'scripts/compileHints.js',
        'server.js',
        'server/http/sharedCache.js',
        'server/http/logPath.js',
        'server/http/drain.js',
        'tests/helpers/nextStub/*.js',
      ],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  ];
}

export default makeConfig(import.meta.dirname);
