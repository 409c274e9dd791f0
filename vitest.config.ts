/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's own Vite config, so tests resolve `astro:content` and render components the way the
// build does.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
