/**
 * Wires a button with aria-expanded to the panel it shows. The panel closes on Escape (focus
 * returns to the button), when a link inside it is followed, when focus leaves both or a click
 * lands outside them, and when the page comes back from the back/forward cache.
 */
export function bindDisclosure(root: HTMLElement, toggleSelector: string, panelSelector: string): void {
  const toggle = root.querySelector<HTMLButtonElement>(toggleSelector);
  const panel = root.querySelector<HTMLElement>(panelSelector);
  if (!toggle || !panel) return;

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const contains = (node: EventTarget | null) => node instanceof Node && (toggle.contains(node) || panel.contains(node));

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (isOpen() && event.relatedTarget && !contains(event.relatedTarget)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !contains(event.target)) setOpen(false);
  });
  window.addEventListener('pageshow', () => setOpen(false));
}
