import { site } from '@/site';
import type { Dictionary } from '..';

export const legal: Dictionary['legal'] = {
  eyebrow: `Правни документи на ${site.name}`,
  lastUpdated: 'Последна актуализация:',
  contents: 'Съдържание',
  keyPoints: 'Накратко',
};
