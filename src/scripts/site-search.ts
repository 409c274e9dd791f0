// The header's search button and shortcut (src/components/layout/SiteSearch.astro).
import type { ResultsWording } from '@/lib/search/results';
import { opensSearch } from '@/lib/search/shortcut';

class SiteSearch extends HTMLElement {
  connectedCallback() {
    const dialog = this.querySelector<HTMLDialogElement>('[data-search-dialog]')!;
    const open = () => {
      if (dialog.open) return;
      dialog.showModal();
      // The dialog's code, and through it Pagefind, load on the first opening only. If they cannot
      // (offline, say), the dialog says so instead of staying empty. The browser keeps a module
      // that failed to load as failed, so the message asks for a reload rather than another try.
      import('@/scripts/search-dialog')
        .then((searchDialog) => searchDialog.startSearch(dialog))
        .catch(() => {
          const { unavailable } = JSON.parse(dialog.dataset.resultsWording!) as ResultsWording;
          dialog.querySelector('[data-search-status]')!.textContent = unavailable;
        });
    };
    this.querySelector('[data-search-open]')!.addEventListener('click', open);
    document.addEventListener('keydown', (event) => {
      const target = event.target as HTMLElement;
      const typingInField = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (!opensSearch(event, typingInField)) return;
      event.preventDefault();
      open();
    });
  }
}
customElements.define('site-search', SiteSearch);
