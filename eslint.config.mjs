// The lint rules every Astro contributor already knows, with the few changes this codebase needs
// (each says why). Formatting is Prettier's (.prettierrc), so no rule here is about layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // Astro's parser and rules for .astro files, with jsx-a11y's recommended rules on their markup
  // (Astro's wrapper of them reads .astro files only).
  astro.configs.recommended,
  astro.configs['jsx-a11y-recommended'],
  // The islands: jsx-a11y's recommended rules on their markup (the plugin itself is registered by
  // Astro's config above), and the rules of hooks.
  {
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice's label wraps its box and a title over a description, each in a span of its own:
      // the text is three elements down, one more than the rule looks by default.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
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
