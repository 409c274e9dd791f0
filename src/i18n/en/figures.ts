// The site's claims (src/site.ts) as English readers see them.
import { figures as claims } from '@/site';

/** Plain text, so other languages may write a figure their own way. */
const text = (claim: string | number): string => String(claim);

export const figures = {
  uptime: text(claims.uptime),
  conversations: text(claims.conversations),
  languages: text(claims.languages),
  averageResponse: text(claims.averageResponse),
  accuracy: text(claims.accuracy),
  deployment: text(claims.deployment),
  voiceLatency: text(claims.voiceLatency),
  freeTrialDays: text(claims.freeTrialDays),
  replyBusinessDays: text(claims.replyBusinessDays),
  resumeMaxMb: text(claims.resumeMaxMb),
};
