import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.js';

const toastifyPath = {
  name: 'react-toastify',
  message: "Import 'react-toastify/unstyled' (its CSS is in styles/index.css; no injected <style>).",
};
const reactLazyPath = {
  name: 'react',
  importNames: ['lazy'],
  message: "Import lazy from '@/lib/frame/lazy': code that failed to load offline loads again once online.",
};
const restrictedPaths = [toastifyPath, reactLazyPath];
// Schemas take `v` from one module, which holds the shared lenient-field helpers (withFallback, orNull).
const valibotPath = { name: 'valibot', message: "Import v from '@/api/schema'." };
// zod was replaced by valibot (docs/decisions/008-response-schemas-with-valibot.md): one schema library.
const noZod = { group: ['zod', 'zod/*'], message: "Validate with valibot: import v from '@/api/schema'." };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'coverage',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      // Each breaks one boundary rule on purpose; tests/unit/tooling/lint-boundaries.test.ts lints them.
      'tests/fixtures/lint',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended, ...pluginQuery.configs['flat/recommended']],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      // Test files share one module registry per worker (vite.config.ts `isolate: false`): a module mock
      // would leak into the next file. Tests mock the network with MSW and pass the rest as props.
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Use MSW handlers or props; module mocks leak between files.' },
        { object: 'vi', property: 'doMock', message: 'Use MSW handlers or props; module mocks leak between files.' },
      ],
      // A second rule name, so it holds in tests too: both entries would run apart, with two toast stores.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...restrictedPaths, valibotPath], patterns: [noZod] },
      ],
      // eslint-plugin-react's jsx-no-target-blank, without the plugin: a link that leaves the app (new
      // window, or a web address) must not hand the opener or the referrer to the other site.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='a']:has(> JSXAttribute[name.name='target']):not(:has(> JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
          message: 'A link with a target needs rel="noopener noreferrer".',
        },
        {
          selector:
            "JSXOpeningElement[name.name='a']:has(> JSXAttribute[name.name='href'][value.value=/^(https?:)?\\/\\//]):not(:has(> JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
          message: 'A link to another site needs rel="noopener noreferrer".',
        },
      ],
    },
  },
  {
    // The layers' boundaries (eslint.boundaries.js) and no import cycles, resolved as TypeScript does.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/app/frame/start-app.tsx', 'src/mocks/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ mocks: false }) }] },
  },
  {
    // Tests compose whatever they test, the simulated backend included.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/app/frame/start-app.tsx', 'src/mocks/**', 'tests/**', 'bench/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/lib/frame/lazy.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [toastifyPath, valibotPath], patterns: [noZod] }],
    },
  },
  {
    files: ['src/api/schema.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: restrictedPaths, patterns: [noZod] }] },
  },
  {
    // Tests may silence an expected console.error (the setup turns any other into a failure).
    files: ['tests/**', 'src/**/*.test.{ts,tsx}', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ['tests/e2e/**', 'bench/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
