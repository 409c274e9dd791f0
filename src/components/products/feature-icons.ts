// Each product page's feature cards, by the dictionary's feature keys, and the icon each one shows
// (src/components/ui/FeatureCards.astro). A feature added to a dictionary without an icon here
// fails `astro check`.
import type { IconName } from '@/components/ui/icons';
import type { Dictionary } from '@/i18n';

type Product = 'chatAssistants' | 'phoneAgents' | 'analytics' | 'security';
type FeatureIcons<P extends Product> = Record<keyof Dictionary['products'][P]['features']['items'], IconName>;

export const chatAssistantIcons: FeatureIcons<'chatAssistants'> = {
  knowledge: 'book_open',
  alwaysOn: 'clock',
  languages: 'globe',
  actions: 'plug',
  handover: 'handoff',
  accuracy: 'target',
};

export const phoneAgentIcons: FeatureIcons<'phoneAgents'> = {
  voices: 'mic',
  latency: 'bolt',
  interruptions: 'wave',
  languages: 'globe',
  transfers: 'handoff',
  records: 'document',
};

export const analyticsIcons: FeatureIcons<'analytics'> = {
  resolution: 'target',
  sentiment: 'smile',
  topics: 'trend',
  knowledgeGaps: 'book_open',
  performance: 'users',
  dashboards: 'chart',
};

export const securityIcons: FeatureIcons<'security'> = {
  encryption: 'lock',
  residency: 'server',
  redaction: 'eye_off',
  access: 'key',
  audit: 'list',
  retention: 'clock',
};
