// The colour-scheme control (src/components/layout/ThemeControl.astro).
import { applyThemeChoice, parseThemeChoice, readThemeChoice, storeThemeChoice, type ThemeChoice } from '@/lib/theme/theme';

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
    select.addEventListener('change', () => {
      const choice = parseThemeChoice(select.value);
      storeThemeChoice(choice);
      show(choice);
    });
  }
}
customElements.define('theme-control', ThemeControl);
addEventListener('storage', showStored);
addEventListener('pageshow', (event) => event.persisted && showStored());
