/** The keys that open site search from anywhere on a page: `/` outside a text field, or Ctrl/⌘+K. */
export function opensSearch(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }, typingInField: boolean): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !event.altKey) return true;
  return event.key === '/' && !typingInField && !event.ctrlKey && !event.metaKey && !event.altKey;
}
