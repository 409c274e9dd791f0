// Opens /help with the voice-assistant widget in a chosen state, for the e2e specs of /help.
import type { Page } from '@playwright/test';

export const FIXTURE = 'tests/fixtures/help-widget.js';
export const TEST_SCRIPT_PATH = '/help-widget-test.js';
export const TEST_WIDGET_ID = 'test-widget-42';

export type WidgetMode = 'configured' | 'failing' | 'unconfigured';

/**
 * Serves /help as a deployment in the given state, whatever this build was configured with: the
 * widget attributes of the served page are set to the local test script (or removed), and the test
 * script is served from tests/fixtures (or refused, for `failing`). Nothing reaches the network.
 * How configuration becomes these attributes is covered by tests/unit/info-components.test.ts.
 */
export async function serveHelp(page: Page, mode: WidgetMode): Promise<void> {
  await page.route(`**${TEST_SCRIPT_PATH}`, (route) =>
    mode === 'failing' ? route.abort('connectionrefused') : route.fulfill({ path: FIXTURE, contentType: 'text/javascript' }),
  );
  await page.route(
    (url) => url.pathname === '/help',
    async (route) => {
      const response = await route.fetch();
      const attributes = mode === 'unconfigured' ? '' : ` data-script-url="${TEST_SCRIPT_PATH}" data-widget-id="${TEST_WIDGET_ID}"`;
      const body = (await response.text()).replace(/<help-widget\b[^>]*>/, (tag) =>
        tag.replace(/\s+data-(script-url|widget-id)="[^"]*"/g, '').replace('<help-widget', `<help-widget${attributes}`),
      );
      await route.fulfill({ response, body });
    },
  );
}

export async function openHelp(page: Page, mode: WidgetMode): Promise<void> {
  await serveHelp(page, mode);
  await page.goto('/help');
}

export const widgetBox = (page: Page) => page.locator('help-widget');
export const injectedScript = (page: Page) => widgetBox(page).locator('[data-widget-mount] script');
export const fallback = (page: Page) => widgetBox(page).locator('[data-widget-fallback]');

export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}
