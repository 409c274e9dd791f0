// The header's search button and shortcut (src/components/layout/SiteSearch.astro).
import { opensSearch } from '@/lib/search/shortcut';

class SiteSearch extends HTMLElement {
  connectedCallback() {
    const dialog = this.querySelector<HTMLDialogElement>('[data-search-dialog]')!;
    const open = () => {
      if (dialog.open) return;
      dialog.showModal();
      // The dialog's code, and through it Pagefind, load and set the dialog up at its first opening.
      void import('@/scripts/search-dialog');
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
