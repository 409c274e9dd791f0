// What the site search shows, from what Pagefind returns: rules without a browser, so they are
// unit-tested; src/scripts/search-dialog.ts does the DOM work. The audits and the
// build bench read where the index lives, and Node runs them directly, so imports name .ts files.
import { decodeEntities } from '../content/html.ts';

/** Where the index and Pagefind's own script are written in dist/ and served from. */
export const SEARCH_INDEX_DIR = 'pagefind';
export const SEARCH_SCRIPT_PATH = `/${SEARCH_INDEX_DIR}/pagefind.js`;

/** Results shown at once; more would only push the best ones out of view on a phone. */
export const MAX_RESULTS = 8;

/** The excerpt split into plain text and matched words, so it can be shown without innerHTML. */
export function excerptParts(excerpt: string): { text: string; match: boolean }[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const match = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      return { text: decodeEntities((match ? match[1]! : part).replace(/<[^>]+>/g, '')), match: Boolean(match) };
    });
}

/** How the dialog counts results, in the page's language: `{count}` and `{query}` are filled in. */
export interface ResultsWording {
  locale: string;
  none: string;
  one: string;
  other: string;
}

/** What the dialog says, and screen readers hear, after a search. */
export function resultsSummary(query: string, count: number, wording: ResultsWording): string {
  if (!query.trim()) return '';
  const form = count === 0 ? 'none' : new Intl.PluralRules(wording.locale).select(count) === 'one' ? 'one' : 'other';
  return wording[form].replace('{count}', String(count)).replace('{query}', query.trim());
}
