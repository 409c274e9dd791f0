import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { statusFigures, statusNotices, withTranslations } from '@/lib/status/notices';
import { getEntryIn } from '@/lib/content/translated';

// What `npm run notify` reads after a deploy to tell status subscribers what is new, with the
// Bulgarian status page's words for the subscribers who subscribed in Bulgarian.
export const GET: APIRoute = async () => {
  const entry = await getEntry('status', 'current');
  if (!entry) throw new Error('src/content/status.json needs its "current" entry');
  const bg = await getEntryIn('status', 'current', 'bg');
  return Response.json(
    withTranslations(statusNotices(entry.data), statusFigures(entry.data), 'bg', {
      notices: statusNotices(bg.data),
      figures: statusFigures(bg.data),
    }),
  );
};
