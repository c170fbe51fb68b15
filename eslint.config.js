import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // DESIGN.md "Web features": features do not import each other's insides. A feature that others
  // need (game launch, the member centre) has one public entry, `features/<feature>/index.ts`, and
  // that file is the only one another feature may import; the rest of the folder stays private, so
  // it can change without touching its users. Relative imports only say where they go together with
  // the importing file's depth, so there is one block per folder depth below a feature: at depth d,
  // `../` taken d + 1 times reaches src/features/, and a name after it is a feature.
  ...[0, 1, 2, 3, 4, 5].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\.(?:/|$))(?![\\w-]+/index\\.ts$)`,
              message:
                'Features import another feature only through its index.ts; move other shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/vendor/src/**/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/server/src/admin/**', 'packages/i18n/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
