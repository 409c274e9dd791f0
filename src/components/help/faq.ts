// The help centre's questions: their groups, and the schema.org FAQPage that search engines read.

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

/** The page's questions as FAQPage structured data (https://schema.org/FAQPage). */
export function faqPageJsonLd(faqs: readonly Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
