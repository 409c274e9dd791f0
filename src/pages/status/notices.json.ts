import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { statusFigures, statusNotices } from '@/lib/status/notices';

// What `npm run notify` reads after a deploy to tell status subscribers what is new.
export const GET: APIRoute = async () => {
  const entry = await getEntry('status', 'current');
  if (!entry) throw new Error('src/content/status.json needs its "current" entry');
  return Response.json({ notices: statusNotices(entry.data), figures: statusFigures(entry.data) });
};
