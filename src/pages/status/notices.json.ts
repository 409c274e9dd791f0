import type { APIRoute } from 'astro';
import { DEFAULT_LANG, LANGUAGES } from '@/i18n/languages';
import { getEntryIn } from '@/lib/content/translated';
import { publishedStatus, withTranslations } from '@/lib/status/notices';

// What `npm run notify` reads after a deploy to tell status subscribers what is new, with each
// other language's status page words for the subscribers who subscribed in it.
export const GET: APIRoute = async () => {
  let published = publishedStatus((await getEntryIn('status', 'current', DEFAULT_LANG)).data);
  for (const lang of LANGUAGES) {
    if (lang === DEFAULT_LANG) continue;
    published = withTranslations(published, lang, publishedStatus((await getEntryIn('status', 'current', lang)).data));
  }
  return Response.json(published);
};
