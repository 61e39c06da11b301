import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'server/db/migrations/**', 'next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-restricted-paths': ['error', { zones: LAYERS }],
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

export default config;
