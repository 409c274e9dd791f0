// The section groups of /documentation and their topics: the ids the page renders and the
// contents list links to, kept together so no link can point at a missing anchor. Their titles,
// in each language, are in the dictionaries (src/i18n, `docs.titles`).

/** Each group's topics, groups in page order. */
const topicsOf = {
  'getting-started': ['authentication', 'requests-and-errors'],
  conversations: ['create-conversation', 'send-message'],
  analytics: ['analytics-query'],
  webhooks: ['webhook-events', 'webhook-handler'],
} as const;

export type DocsGroupId = keyof typeof topicsOf;
/** A group or a topic: every heading of the page the contents list links to. */
export type DocsAnchor = DocsGroupId | (typeof topicsOf)[DocsGroupId][number];

export const quickReferenceId = 'quick-reference';
export const docsHelpId = 'need-help';

/** The groups and their topics, with their titles in one language. */
export const docsGroupsIn = (titles: Record<DocsAnchor, string>) =>
  (Object.keys(topicsOf) as DocsGroupId[]).map((id) => ({
    id,
    title: titles[id],
    topics: topicsOf[id].map((topic) => ({ id: topic, title: titles[topic] })),
  }));

/** A group's topic ids, for the page to render each under its group. */
export const docsTopics = <G extends DocsGroupId>(id: G): (typeof topicsOf)[G] => topicsOf[id];
