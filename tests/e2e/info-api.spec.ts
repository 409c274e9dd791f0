import { expect, test } from '@playwright/test';
import endpoints from '../../src/content/api/endpoints.json' with { type: 'json' };
import sdks from '../../src/content/api/sdks.json' with { type: 'json' };
import { fillBrand } from '../../src/lib/developers/api';
import { expectMainLinksResolve, expectNoAxeViolations, expectOnlyShellScripts } from './helpers';
import { apiRateLimits, sdkNames } from '../spec-facts';

test.describe('developer API page', () => {
  test('the hero links to #getting-started, /documentation and Get API Key on /contact', async ({ page, request }) => {
    await page.goto('/api');
    await expect(page.locator('h1')).toHaveCount(1);
    const hero = page.getByRole('region', { name: 'Developer API' });
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#getting-started');
    await expect(hero.getByRole('link', { name: 'Read the Documentation' })).toHaveAttribute('href', '/documentation');
    await expect(hero.getByRole('link', { name: 'Get API Key' })).toHaveAttribute('href', '/contact');
    await hero.getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeInViewport();
    await expectMainLinksResolve(page, request);
  });

  test('has the features, endpoints, SDKs, authentication and rate limits sections', async ({ page }) => {
    await page.goto('/api');
    for (const name of ['API Features', 'Getting Started', 'Endpoints', 'SDKs', 'Authentication', 'Rate Limits']) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
  });

  test('shows each endpoint with its method, path, description, example request and response', async ({ page }) => {
    await page.goto('/api');
    const cards = page.getByRole('region', { name: 'Endpoints' }).getByRole('article');
    await expect(cards).toHaveCount(endpoints.length);
    for (const [index, endpoint] of endpoints.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(`${endpoint.method}${endpoint.path}`);
      await expect(card).toContainText(endpoint.description);
      const [request, response] = await card.locator('pre').allTextContents();
      expect(request.split('\n')[0]).toMatch(new RegExp(`^${endpoint.method} ${endpoint.request.path}`));
      expect(request).toContain('Authorization: Bearer YOUR_API_KEY');
      expect(JSON.parse(response)).toEqual(endpoint.response);
      if (endpoint.request.body) expect(JSON.parse(request.slice(request.indexOf('{')))).toEqual(endpoint.request.body);
    }
  });

  test('offers the spec’s SDKs with install commands and examples', async ({ page }) => {
    await page.goto('/api');
    const region = page.getByRole('region', { name: 'SDKs' });
    await expect(region.locator('h3')).toHaveText([...sdkNames]);
    for (const sdk of sdks) {
      await expect(region.locator('pre', { hasText: fillBrand(sdk.install) })).toHaveCount(1);
      await expect(region.locator('pre', { hasText: fillBrand(sdk.example[0]) })).toHaveCount(1);
    }
  });

  test('advertises API keys, bearer tokens and role-based access, and the plans’ rate limits', async ({ page }) => {
    await page.goto('/api');
    const auth = page.getByRole('region', { name: 'Authentication' });
    await expect(auth.locator('h3')).toHaveText(['API keys', 'Bearer tokens', 'Role-based access control']);
    const limits = page.getByRole('region', { name: 'Rate Limits' });
    await expect(limits.locator('dt')).toHaveText(apiRateLimits.plans.map(({ plan }) => plan));
    await expect(limits.locator('dd.text-3xl')).toHaveText(apiRateLimits.plans.map(({ limit }) => limit));
    await expect(limits).toContainText(`bursts of up to ${apiRateLimits.burstMultiplier}x your rate`);
  });

  test('has no accessibility violations and loads only the shell’s script', async ({ page }) => {
    await page.goto('/api');
    await expectNoAxeViolations(page);
    await expectOnlyShellScripts(page, '/api');
  });
});
