// The colour-scheme control (src/components/layout/ThemeControl.astro).
import { applyThemeChoice, readThemeChoice, storeThemeChoice, type ThemeChoice } from '@/lib/theme/theme';

// Every control on the page (the header's and the mobile menu's) shows the same choice, as do
// other tabs and a page shown again from the back/forward cache.
const show = (choice: ThemeChoice) => {
  applyThemeChoice(document.documentElement, choice);
  for (const select of document.querySelectorAll<HTMLSelectElement>('theme-control select')) select.value = choice;
};
const showStored = () => show(readThemeChoice());

class ThemeControl extends HTMLElement {
  connectedCallback() {
    const select = this.querySelector('select')!;
    select.value = readThemeChoice();
    select.addEventListener('change', () => show(storeThemeChoice(select.value)));
  }
}
customElements.define('theme-control', ThemeControl);
// On a page's first showing this changes nothing; shown again from the cache, it catches up.
addEventListener('pageshow', showStored);
addEventListener('storage', showStored);
