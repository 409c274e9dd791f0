// Every interface string, one dictionary per language. English defines the keys; a language that
// misses one fails the type check. Components read theirs with `dictionary(Astro.currentLocale)`,
// and an island is handed only the part it shows.
import { bg } from './bg';
import { en } from './en';
import { langOf, type Lang } from './languages';

export type Dictionary = typeof en;

const dictionaries: Record<Lang, Dictionary> = { en, bg };

export const dictionary = (locale: string | undefined): Dictionary => dictionaries[langOf(locale)];

/** Islands import it from './fill' directly, so that no dictionary comes with it. */
export { fill } from './fill';
