// /privacy and /terms: the frame around the legal texts (src/content/legal/).
import { site } from '@/site';

export const legal = {
  eyebrow: `${site.name} legal`,
  lastUpdated: 'Last updated',
  contents: 'Contents',
  keyPoints: 'Key Points',
};
