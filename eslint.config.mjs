import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'coverage/**', 'server/db/migrations/**', 'next-env.d.ts'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
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
];

export default config;
