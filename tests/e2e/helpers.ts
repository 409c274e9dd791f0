import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until the named React island has hydrated (Astro drops `ssr` from it then). */
export async function waitForIsland(page: Page, componentName: string): Promise<void> {
  await page.locator(`astro-island[component-url*="${componentName}"]:not([ssr])`).first().waitFor({ state: 'attached' });
}

/**
 * Moves the page's fake clock forward in slices. React renders between timer callbacks on a
 * channel the clock does not fake, so an island schedules its next timer only between slices:
 * a slice must not be longer than the shortest wait it spans, and should end where a timer is due.
 */
export async function advanceClock(page: Page, ms: number, sliceMs = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += sliceMs) {
    await page.clock.runFor(Math.min(sliceMs, ms - passed));
  }
}

/** Fails with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}
