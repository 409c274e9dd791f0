import { expect, test } from '@playwright/test';
import { listingFromPath } from '../../src/lib/blog/listing';
import { isNoindex } from '../../src/lib/build/built-pages.mjs';
import { allRoutes } from './helpers';
import { langOfPath, pathIn } from '../../src/i18n/languages';

type Block = Record<string, any>;

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const isFilled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * What each type must carry for search engines to use it (schema.org, and Google's required
 * properties for the rich results these types feed). Each check returns the missing fields.
 */
const requiredFields: Record<string, (block: Block) => string[]> = {
  WebPage: (block) => [
    ...(isFilled(block.name) ? [] : ['name']),
    ...(isAbsoluteUrl(block.url) ? [] : ['url']),
    ...(isFilled(block.inLanguage) ? [] : ['inLanguage']),
  ],
  Organization: (block) => [
    ...(isFilled(block.name) ? [] : ['name']),
    ...(isAbsoluteUrl(block.url) ? [] : ['url']),
    ...(isAbsoluteUrl(block.logo) ? [] : ['logo']),
  ],
  BreadcrumbList: (block) => {
    const items: Block[] = block.itemListElement ?? [];
    if (items.length < 2) return ['itemListElement (at least two)'];
    return items.flatMap((item, index) => [
      ...(item['@type'] === 'ListItem' ? [] : [`itemListElement[${index}].@type`]),
      ...(item.position === index + 1 ? [] : [`itemListElement[${index}].position`]),
      ...(isFilled(item.name) ? [] : [`itemListElement[${index}].name`]),
      ...(isAbsoluteUrl(item.item) ? [] : [`itemListElement[${index}].item`]),
    ]);
  },
  BlogPosting: (block) => [
    ...(isFilled(block.headline) ? [] : ['headline']),
    ...(isDate(block.datePublished) ? [] : ['datePublished']),
    ...(isFilled(block.author?.name) ? [] : ['author.name']),
    ...(isAbsoluteUrl(block.image) ? [] : ['image']),
    ...(isFilled(block.publisher?.name) ? [] : ['publisher.name']),
    ...(isAbsoluteUrl(block.mainEntityOfPage) ? [] : ['mainEntityOfPage']),
  ],
  JobPosting: (block) => [
    ...(isFilled(block.title) ? [] : ['title']),
    ...(isFilled(block.description) ? [] : ['description']),
    ...(isDate(block.datePosted) ? [] : ['datePosted']),
    ...(isFilled(block.hiringOrganization?.name) ? [] : ['hiringOrganization.name']),
    ...(isFilled(block.jobLocation?.address?.addressCountry) ? [] : ['jobLocation.address.addressCountry']),
  ],
  FAQPage: (block) => {
    const questions: Block[] = block.mainEntity ?? [];
    if (questions.length === 0) return ['mainEntity'];
    return questions.flatMap((question, index) => [
      ...(question['@type'] === 'Question' && isFilled(question.name) ? [] : [`mainEntity[${index}].name`]),
      ...(question.acceptedAnswer?.['@type'] === 'Answer' && isFilled(question.acceptedAnswer.text)
        ? []
        : [`mainEntity[${index}].acceptedAnswer.text`]),
    ]);
  },
};

/** The page-specific type each route must publish, besides Organization and BreadcrumbList. */
function expectedTypes(route: string, isArticle: boolean): string[] {
  // A page carries the same types in each language.
  route = pathIn('en', route);
  return [
    'Organization',
    'WebPage',
    ...(route === '/' ? [] : ['BreadcrumbList']),
    ...(route === '/careers' ? ['JobPosting'] : []),
    ...(route === '/help' ? ['FAQPage'] : []),
    ...(isArticle ? ['BlogPosting'] : []),
  ];
}

test('every structured-data block parses and carries the fields its type requires', async ({ request }) => {
  test.setTimeout(60_000);
  const routes = allRoutes().filter((route) => route !== '/no-such-page');
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, text]) => {
      try {
        return [JSON.parse(text!) as Block];
      } catch (error) {
        problems.push(`${route}: a block does not parse (${(error as Error).message})`);
        return [];
      }
    });
    for (const block of blocks) {
      const type = block['@type'];
      counts.set(type, (counts.get(type) ?? 0) + 1);
      if (block['@context'] !== 'https://schema.org') problems.push(`${route}: ${type} lacks the schema.org @context`);
      const check = requiredFields[type];
      if (!check) {
        problems.push(`${route}: unexpected type ${type}`);
        continue;
      }
      for (const field of check(block)) problems.push(`${route}: ${type} is missing ${field}`);
      if (block.inLanguage && block.inLanguage !== langOfPath(route)) problems.push(`${route}: ${type} is in ${block.inLanguage}`);
    }
    // A job's employer is the company every page names, with the same logo and country.
    const organization = blocks.find((block) => block['@type'] === 'Organization') as Record<string, any> | undefined;
    for (const posting of blocks.filter((block) => block['@type'] === 'JobPosting') as Record<string, any>[]) {
      const employer = posting.hiringOrganization;
      const country = posting.jobLocation?.address?.addressCountry;
      if (employer?.logo !== organization?.logo || country !== organization?.address?.addressCountry) {
        problems.push(`${route}: ${posting.title} names its employer unlike the page's Organization (${employer?.logo}, ${country})`);
      }
    }
    // Every indexable page under /blog/ but the listings is a written article (Coming Soon ones
    // ask not to be indexed).
    const isArticle = pathIn('en', route).startsWith('/blog/') && !listingFromPath(pathIn('en', route)) && !isNoindex(html);
    const types = new Set(blocks.map((block) => block['@type']));
    for (const type of expectedTypes(route, isArticle)) {
      if (!types.has(type)) problems.push(`${route}: no ${type}`);
    }
  }
  expect(problems).toEqual([]);
  // Each kind was really seen, so a check above cannot pass by finding nothing.
  for (const type of Object.keys(requiredFields)) expect(counts.get(type) ?? 0, type).toBeGreaterThan(0);
  expect(counts.get('Organization')).toBe(routes.length);
});

test('the checks refuse a block that lacks a required field', () => {
  expect(requiredFields.BlogPosting!({ headline: 'A title' })).toContain('datePublished');
  expect(requiredFields.BreadcrumbList!({ itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] })).toEqual([
    'itemListElement (at least two)',
  ]);
  expect(requiredFields.FAQPage!({ mainEntity: [{ '@type': 'Question', name: 'Why?' }] })).toEqual(['mainEntity[0].acceptedAnswer.text']);
});
