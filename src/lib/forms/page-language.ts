// The language of the page a form is on, as the browser has it: <html lang>, which BaseLayout
// writes from the page's address. Read from the page rather than worked out again, so the forms
// ship none of the address rules (src/i18n/languages.ts) to the browser.
import type { Lang } from '@/i18n/languages';

export const pageLanguage = (): Lang => document.documentElement.lang as Lang;
