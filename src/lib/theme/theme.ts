// Pages follow the system's light or dark preference unless this device chose one with the
// header's control (src/components/layout/ThemeControl.astro). The choice is kept in local
// storage, not a cookie: only the page itself needs it, and it applies it before its first paint
// by marking <html data-theme>, which the stylesheet's `dark` variant reads (src/styles/global.css).

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

/** The browser's colour around the page (`theme-color`) in each theme, as the system prefers it: the accent, and the dark surface. */
export const themeColors: Record<Theme, string> = { light: '#4f46e5', dark: '#0f172a' };

/** The local-storage key of this device's choice. None means: follow the system. */
export const THEME_STORED = 'theme';

/**
 * The inline script at the top of <body>: before anything is painted, marks <html data-theme>
 * with the theme this device chose, if it chose one.
 */
export const THEME_MARK_SCRIPT = `try{var t=localStorage.${THEME_STORED};if(t=='light'||t=='dark')document.documentElement.dataset.theme=t}catch{}`;

/** A stored or submitted value as a choice: anything else follows the system. */
export const parseThemeChoice = (value: string | null | undefined): ThemeChoice =>
  value === 'light' || value === 'dark' ? value : 'system';

/** This device's choice; the system's when storage is empty or refused. */
export function readThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORED));
  } catch {
    return 'system';
  }
}

/**
 * Remembers a submitted value as this device's choice, and returns that choice. Following the
 * system is remembered as no choice at all.
 */
export function storeThemeChoice(value: string): ThemeChoice {
  const choice = parseThemeChoice(value);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORED);
    else localStorage.setItem(THEME_STORED, choice);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  return choice;
}

/** Shows the page in the chosen theme, marking <html> as the inline script does. */
export function applyThemeChoice(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}
