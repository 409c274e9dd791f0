import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are on; ours are imported.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
