import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries, darPlugin } from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/storybook-static/**',
      '**/next-env.d.ts',
      'apps/commerce/data/**',
      'apps/commerce/src/migrations/**',
      // Generated from the committed Shop API schema by graphql-codegen.
      'packages/commerce-hooks/src/gql/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.snap',
      '**/visual/__diff__/**',
      '**/visual/__report__/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, dar: darPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Dependency directions (docs/architecture.md). Each block replaces the rule for its files.
  ...boundaries.map(({ files, patterns }) => ({
    files: files.map((glob) => `${glob}/*.{ts,tsx,js,mjs,cjs,jsx,mts,cts}`),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: ['apps/storefront/**/*.css.ts'],
    rules: { 'dar/no-storefront-styles': 'error' },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's.
    files: ['e2e/**', 'apps/storybook/visual/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // NestJS/Vendure plugins use empty decorated classes and constructor injection.
    files: ['apps/commerce/**/*.ts'],
    // Constructor parameter types are runtime values there (decorator metadata for injection):
    // tell consistent-type-imports so it does not turn them into type-only imports.
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  prettier,
);
