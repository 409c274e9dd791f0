// Kept apart from the dictionaries: an island imports this module alone, and importing it through
// src/i18n/index.ts would bundle every language's strings with it.

/** A string with `{name}` slots, filled: `fill('Hello, {name}', { name })`. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
