// The header's behaviour (src/components/layout/Header.astro).
import { bindDisclosure } from '@/scripts/disclosure';

// The header turns opaque once the page scrolls past the threshold, and while the mobile menu is
// open (the `.site-header` rule in src/styles/global.css); the mobile menu and the Products dropdown
// are disclosures (a button with aria-expanded controlling a hidden element).
class SiteHeader extends HTMLElement {
  connectedCallback() {
    const threshold = Number(this.dataset.opaqueAfter);
    const updateOpacity = () => {
      this.dataset.opaque = String(window.scrollY > threshold);
    };
    window.addEventListener('scroll', updateOpacity, { passive: true });
    updateOpacity();

    bindDisclosure(this, '[data-dropdown-toggle]', '[data-dropdown-menu]');
    bindDisclosure(this, '[data-menu-toggle]', '[data-mobile-menu]');
  }
}
customElements.define('site-header', SiteHeader);
