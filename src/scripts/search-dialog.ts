// The search dialog's behaviour. src/scripts/site-search.ts imports this module when the dialog
// first opens, and a module runs once: it sets up the page's one dialog (the last line). Pagefind's
// own script and index come from /pagefind/ (built by src/integrations/finish-site.ts); nothing
// leaves the site. When they cannot be fetched, the dialog says so. If this module itself cannot
// load, the dialog stays empty: a handler for that would weigh on every page's up-front scripts,
// and the home page's are at their budget.
import { excerptParts, MAX_RESULTS, resultsSummary, SEARCH_SCRIPT_PATH, type ResultsWording } from '@/lib/search/results';
import { publicPath } from '@/lib/seo/page-meta';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  init(): Promise<void>;
  debouncedSearch(query: string): Promise<{ results: PagefindResult[] } | null>;
}

async function setUp(dialog: HTMLDialogElement): Promise<void> {
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]')!;
  const status = dialog.querySelector<HTMLElement>('[data-search-status]')!;
  // Written by the server in the page's language (SiteSearch.astro).
  const wording = JSON.parse(dialog.dataset.resultsWording!) as ResultsWording;
  const list = dialog.querySelector<HTMLUListElement>('[data-search-results]')!;
  const unavailable = dialog.dataset.unavailable!;

  let pagefind: Pagefind;
  try {
    pagefind = (await import(/* @vite-ignore */ SEARCH_SCRIPT_PATH)) as Pagefind;
    await pagefind.init();
  } catch {
    // Offline, or a new release has replaced the index. Browsers that do not yet follow
    // whatwg/html#10327 keep a module that failed as failed, so a second try in this page could not
    // work there: the message asks for a reload, which works in every browser.
    status.textContent = unavailable;
    return;
  }

  async function show(query: string) {
    const search = await pagefind.debouncedSearch(query);
    if (search === null) return; // A newer keystroke replaced this search.
    const results = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
    list.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        // Pages are built as `about.html` and served as `/about`.
        link.href = publicPath(result.url);
        link.className = 'block rounded-xl px-3 py-2 hover:bg-accent-soft focus:bg-accent-soft focus:outline-none';
        const title = document.createElement('span');
        title.className = 'block font-semibold text-ink';
        title.textContent = result.meta.title ?? link.pathname;
        const excerpt = document.createElement('span');
        excerpt.className = 'mt-1 block text-sm text-muted';
        for (const part of excerptParts(result.excerpt)) {
          const node = part.match ? document.createElement('mark') : document.createTextNode(part.text);
          if (part.match) node.textContent = part.text;
          excerpt.append(node);
        }
        link.append(title, excerpt);
        item.append(link);
        return item;
      }),
    );
    status.textContent = resultsSummary(query, search.results.length, wording);
  }

  // Each result's text is fetched as it is shown, and the connection may have gone since.
  const searchFor = (query: string) =>
    show(query).catch(() => {
      status.textContent = unavailable;
    });

  input.addEventListener('input', () => void searchFor(input.value));
  // Enter goes to the best result rather than reloading the page.
  dialog.querySelector('[data-search-form]')!.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  // Down arrow from the field moves into the results, as in other site searches.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    list.querySelector('a')?.focus();
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll('a')];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? links[index + 1] : index > 0 ? links[index - 1] : input;
    next?.focus();
  });
  if (input.value) await searchFor(input.value);
}

void setUp(document.querySelector<HTMLDialogElement>('[data-search-dialog]')!);
