// The four section groups of /documentation and their topics: the ids the page renders and the
// contents list links to, kept together so no link can point at a missing anchor.

export const docsGroups = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    topics: [
      { id: 'authentication', title: 'Authentication' },
      { id: 'requests-and-errors', title: 'Requests and errors' },
    ],
  },
  {
    id: 'conversations',
    title: 'Conversations',
    topics: [
      { id: 'create-conversation', title: 'Create a conversation' },
      { id: 'send-message', title: 'Send a message' },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    topics: [{ id: 'analytics-query', title: 'Query analytics' }],
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    topics: [
      { id: 'webhook-events', title: 'Events' },
      { id: 'webhook-handler', title: 'Handle events' },
    ],
  },
] as const;

export const quickReferenceId = 'quick-reference';
export const docsHelpId = 'need-help';

type Group = (typeof docsGroups)[number];
type GroupId = Group['id'];

/** A group by id, for the page to take its title and topic titles from. */
export function docsGroup<G extends GroupId>(id: G): Extract<Group, { id: G }> {
  return docsGroups.find((group) => group.id === id) as Extract<Group, { id: G }>;
}
