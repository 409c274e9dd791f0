// The site's claims (src/site.ts) in Bulgarian forms: decimal comma, Bulgarian units, "над 200"
// where English writes "200+" ("на над 200 езика"). A unit test holds every figure to the same
// digits as the English one, so a claim changed in src/site.ts fails it until changed here too.
import { figures as claims } from '@/site';
import type { Dictionary } from '..';

export const figures: Dictionary['figures'] = {
  uptime: claims.uptime.replace('.', ','),
  conversations: '50 млн.+',
  languages: 'над 200',
  averageResponse: '0,5 сек.',
  accuracy: claims.accuracy,
  deployment: '24–48 часа',
  voiceLatency: 'под 200 мс',
  freeTrialDays: String(claims.freeTrialDays),
  replyBusinessDays: String(claims.replyBusinessDays),
  resumeMaxMb: String(claims.resumeMaxMb),
};
