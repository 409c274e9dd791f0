import { expect, test } from '@playwright/test';
import { site } from '../../src/site';
import {
  expectMainLinksResolve,
  expectNoAxeViolations,
  expectOnlyShellScripts,
  expectPageBasics,
  expectScrollsTo,
  waitForIsland,
} from './helpers';
import { openPositions as roles } from '../spec-facts';

test.describe('careers page', () => {
  test('has the hero, benefits, open positions, culture and a closing call to action', async ({ page }) => {
    await page.goto('/careers');
    await expectPageBasics(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Open Positions' })).toHaveAttribute('href', '#open-positions');
    await expect(page.getByRole('link', { name: 'Send Your Resume' })).toHaveAttribute('href', '/apply');
    await expect(page.getByRole('region', { name: /Benefits/ }).locator('h3')).toHaveText([
      'Health & Wellness',
      'Growth & Learning',
      'Flexible Work',
      'Competitive Package',
    ]);
    await expect(page.getByRole('region', { name: new RegExp(`How we work at ${site.name}`) })).toBeVisible();
    const closing = page.getByRole('region', { name: 'Tell us what you would build with us' });
    await expect(closing.getByRole('link')).toHaveAttribute('href', '/apply');
  });

  test('lists the spec’s roles with department, location, type and a description', async ({ page }) => {
    await page.goto('/careers');
    const cards = page
      .getByRole('region', { name: 'Open Positions' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(roles.map((role) => role.title));
    for (const [index, role] of roles.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('dd')).toHaveText([role.department, role.location, role.type]);
      const description = await card.locator(':scope > p').first().textContent();
      expect(description!.length, role.title).toBeGreaterThan(150);
      // The details disclosure opens without JS and holds the role's responsibilities.
      await card.getByText('What you will do and what we look for').click();
      await expect(card.getByRole('heading', { name: 'What you will do', level: 4 })).toBeVisible();
    }
  });

  test('each Apply Now link carries its URL-encoded title', async ({ page }) => {
    await page.goto('/careers');
    const links = page.getByRole('link', { name: /^Apply Now/ });
    await expect(links).toHaveCount(roles.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      roles.map((role) => `/apply?position=${encodeURIComponent(role.title)}`),
    );
  });

  for (const { title } of roles) {
    test(`Apply Now for ${title} opens /apply with the role selected`, async ({ page }) => {
      await page.goto('/careers');
      await page.getByRole('link', { name: `Apply Now for ${title}` }).click();
      await expect(page).toHaveURL(`/apply?position=${encodeURIComponent(title)}`);
      await waitForIsland(page, 'ApplicationForm');
      await expect(page.getByLabel('Position *')).toHaveValue(title);
    });
  }

  test('View Open Positions scrolls the positions into view', async ({ page }) => {
    await page.goto('/careers');
    await expectScrollsTo(page, 'View Open Positions', 'open-positions');
  });

  test('publishes JobPosting structured data for each role', async ({ page }) => {
    await page.goto('/careers');
    const postings = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    ).filter((data) => data['@type'] === 'JobPosting');
    expect(postings.map((posting) => posting.title)).toEqual(roles.map((role) => role.title));
    for (const posting of postings) {
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: site.name },
        jobLocation: { address: { addressLocality: site.contact.city, addressCountry: site.contact.countryCode } },
      });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.description.length).toBeGreaterThan(200);
      expect(posting.url).toMatch(new RegExp(`/apply\\?position=${encodeURIComponent(posting.title)}$`));
    }
    const remote = postings.filter((posting) => posting.jobLocationType === 'TELECOMMUTE').map((posting) => posting.title);
    expect(remote).toEqual(roles.filter((role) => role.location.endsWith('or remote')).map((role) => role.title));
  });

  test('every link in the page resolves', async ({ page, request }) => {
    await page.goto('/careers');
    await expectMainLinksResolve(page, request);
  });

  test('loads no script beyond the shell', async ({ page }) => {
    await expectOnlyShellScripts(page, '/careers');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/careers');
    await expectNoAxeViolations(page);
  });
});

test.describe('careers page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('View Open Positions is a plain anchor that still reaches the positions', async ({ page }) => {
    await page.goto('/careers');
    await expectScrollsTo(page, 'View Open Positions', 'open-positions');
  });
});
