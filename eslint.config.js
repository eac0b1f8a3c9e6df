import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data*',
      '.bench-profiles',
      'client/src/graphql/generated',
      'server/src/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['client/public/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A test that is skipped, focused or left to do passes by not running: none in the tree (vitest and Playwright).
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.name=/^(it|test|describe|suite|bench|ctx|context)$/][property.name=/^(skip|only|todo|fixme|skipIf|runIf)$/]',
          message: 'Sin pruebas omitidas, enfocadas o pendientes: una prueba debe poder fallar.',
        },
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name=/^(test|it|describe)$/][property.name=/^(skip|only|fixme)$/]",
          message: 'Sin pruebas omitidas, enfocadas o pendientes: una prueba debe poder fallar.',
        },
      ],
    },
  },
);
