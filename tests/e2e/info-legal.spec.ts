import { expect, test } from '@playwright/test';
import { site } from '../../src/site';
import { expectMainLinksResolve, expectNoAxeViolations, expectOnlyShellScripts, inPageAnchors } from './helpers';
import { legalPages, termsLimits } from '../spec-facts';

const { privacy, terms } = legalPages;
const pages = [
  { path: privacy.path, title: privacy.title, sections: [...privacy.sections] },
  { path: terms.path, title: terms.title, sections: [terms.keyPoints, ...terms.sections] },
];

for (const { path, title, sections } of pages) {
  test.describe(title, () => {
    test('has its sections, a contents list linking to each, and the spec’s date', async ({ page, request }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('article h2')).toHaveText(sections);
      await expect(page.getByText(`Last updated ${legalPages.lastUpdated}`)).toBeVisible();

      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(contents).toHaveText(sections);
      const anchors = inPageAnchors(await expectMainLinksResolve(page, request));
      expect(anchors).toHaveLength(sections.length);
      for (const [index, anchor] of anchors.entries()) {
        await expect(page.locator(`article h2[id="${anchor.slice(1)}"]`)).toHaveText(sections[index]!);
      }
    });

    test('following a contents link brings its section into view below the header', async ({ page }) => {
      await page.goto(path);
      const last = sections.at(-1)!;
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: last, exact: true }).click();
      const heading = page.getByRole('heading', { name: last, exact: true });
      await expect(heading).toBeInViewport();
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    });

    test('offers a mailto contact link', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('article').getByRole('link', { name: site.contact.email }).first()).toHaveAttribute(
        'href',
        `mailto:${site.contact.email}`,
      );
    });

    test('has no accessibility violations and loads only the shell’s script', async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectOnlyShellScripts(page, path);
    });
  });
}

test('the terms state the notice period, the liability cap and the minimum age in the key points', async ({ page }) => {
  await page.goto(terms.path);
  const keyPoints = page.getByRole('region', { name: terms.keyPoints });
  await expect(keyPoints).toContainText(`at least ${termsLimits.minimumAge}`);
  await expect(keyPoints).toContainText(`${termsLimits.priceChangeNoticeDays} days' notice before any change to your pricing`);
  await expect(keyPoints).toContainText(`fees you paid in the ${termsLimits.liabilityCapMonths} months before the claim`);
});

test('the privacy policy names the help widget as the one third party, at the anchor /help links to', async ({ page }) => {
  await page.goto('/privacy#the-voice-assistant-in-our-help-centre');
  await expect(page.getByRole('heading', { name: 'The voice assistant in our help centre' })).toBeInViewport();
  await expect(page.locator('article')).toContainText('the only third-party service that runs on our pages');
});
