// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import direction (docs/style.md rule 4): contract <- server, contract <- web; in web shared -> features -> app. */
const webFeatureBoundaries = {
  zones: [
    // shared code (components, lib, testing) never reaches into features or app
    { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
    { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
    // features never import the app layer
    { target: './apps/web/src/features', from: './apps/web/src/app' },
    // the contract depends on nothing of ours
    { target: './packages/contract', from: ['./apps'] },
    // server and web never import each other
    { target: './apps/server', from: './apps/web' },
    { target: './apps/web', from: './apps/server' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver the boundary rule cannot see where a TypeScript import points.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: 'apps/web/tsconfig.json' },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', webFeatureBoundaries],
    },
  },
  {
    // Modules that import each other cannot be understood or tested one at a time (issue 14 broke the last cycle).
    files: ['apps/server/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests read JSON answers (`response.json()` is `any` in light-my-request) and assert on them.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: {
      // features do not import each other: share through components/ or lib/
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*/**', '@/features/*'], message: 'Features must not import each other.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // API paths are declared once, in the contract (packages/contract/src/paths.ts and extras-paths.ts, issue
    // 37): the web builds every `/api/` and `/accounts/` URL from there. A module specifier is no path
    // (`@/features/auth/api/get-whoami`), so imports and exports are let through.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/\\/(api|accounts)\\//]:not(:matches(ImportDeclaration, ImportExpression, ExportNamedDeclaration, ExportAllDeclaration) > Literal)',
          'TemplateElement[value.raw=/\\/(api|accounts)\\//]',
        ].map((selector) => ({
          selector,
          message: "Build API paths with the contract's `paths` or `extrasPaths`.",
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
