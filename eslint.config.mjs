// The lint rules every Astro contributor already knows, with the few changes this codebase needs
// (each says why). Formatting is Prettier's (.prettierrc), so no rule here is about layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // Astro's parser and rules for .astro files, and jsx-a11y's recommended rules on every file's
  // markup: the .astro pages and the React islands.
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  // The islands follow the rules of hooks.
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  // Site code runs in the browser, tools and tests in Node; both sets of globals are known.
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Edge Functions run in Deno.
  { files: ['supabase/functions/**/*.ts'], languageOptions: { globals: { Deno: 'readonly', EdgeRuntime: 'readonly' } } },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Tests read JSON answers and rows, then assert their shape.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
);
