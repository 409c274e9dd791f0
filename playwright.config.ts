import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/dev/chromium.mjs';

// E2E_PORT lets a second checkout run its tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4321);

// The backend the suite starts keeps its data (rows, uploads, caught mail) apart from
// `npm run dev`'s, and in that directory only the request limits are raised: every test comes
// from 127.0.0.1, and together they send more in minutes than any visitor would. A local backend
// already running (`npm run dev`'s) would be reused as it is, so stop it before the suite. The limits' own tests use the real
// numbers (tests/unit/local-backend/limits.test.ts, supabase/tests/).
process.env.LOCAL_BACKEND_DATA_DIR ??= '.data/e2e-backend';
process.env.LOCAL_MIN_REQUEST_LIMIT ??= '1000';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace's screenshots film every frame of a running animation, which made an axe check on an
    // animated page (/, /phone-agents) run past Playwright's time limit under CI's two workers. A
    // failed test's trace keeps its DOM snapshots, which show the page as well; CI keeps only its
    // log, so it records no trace at all (docs/performance.md, "How long CI takes").
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  // Tests run against the production build; `npm test` builds it first.
  webServer: {
    command: `npm run preview -- --port ${PORT} --ignore-lock`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
