// The help centre's questions and the groups the page shows them in.

export const faqGroups = ['Getting Started', 'AI Chat Assistants', 'AI Phone Agents'] as const;
export type FaqGroup = (typeof faqGroups)[number];

export interface Faq {
  group: FaqGroup;
  question: string;
  answer: string;
}

/** The questions under each group, groups in page order, questions in the order given. */
export function groupFaqs<T extends Faq>(faqs: readonly T[]): { group: FaqGroup; faqs: T[] }[] {
  return faqGroups.map((group) => ({ group, faqs: faqs.filter((faq) => faq.group === group) }));
}
