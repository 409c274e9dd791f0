// The home page: the hero, the feature grid, how it works, testimonials, statistics and the
// trusted-by row. The contact section below them has its own strings.
import { figures } from './figures';

export const home = {
  hero: {
    badge: '24/7 customer conversations, handled',
    /** The heading types the brand name, then each of these in turn. */
    taglines: [
      'AI Chat Assistants',
      'Natural Voice Phone Agents',
      `Support in ${figures.languages} Languages`,
      'Conversation Analytics',
      'Customer Service, 24/7',
    ],
    lead: `AI chat assistants and natural-voice phone agents that resolve customer questions around the clock in ${figures.languages} languages, connected to the tools your team already uses.`,
    highlights: [`${figures.freeTrialDays}-day free trial`, `Live in ${figures.deployment}`, `${figures.accuracy} answer accuracy`],
    howItWorks: 'See how it works',
  },
  features: {
    eyebrow: 'Platform',
    title: 'Everything your customers need, in one assistant',
    lead: 'Chat, voice and analytics built to work together, so every conversation is answered and every answer is measured.',
    cta: 'Learn more',
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From first call to full scale in four steps',
    lead: 'We do the heavy lifting with your team, so the assistant speaks like your brand from day one.',
    /** Read before each step's title by screen readers. */
    step: 'Step {number}: ',
  },
  testimonials: {
    eyebrow: 'Customer stories',
    title: 'Teams that answer every customer',
    lead: 'What support and operations leaders say after moving their first conversations to AI.',
    carousel: {
      label: 'Customer testimonials',
      carouselRole: 'carousel',
      slideRole: 'slide',
      slide: '{number} of {count}',
      rating: 'Rated {rating} out of 5',
      quote: '“{text}”',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      show: 'Show testimonial {number}: {name}',
    },
  },
  statistics: {
    eyebrow: 'By the numbers',
    title: 'Built for scale',
    lead: 'The platform behind millions of customer conversations every month.',
    /** The animated statistics, in display order. */
    items: [
      { value: figures.uptime, label: 'Uptime' },
      { value: figures.conversations, label: 'Conversations handled' },
      { value: figures.languages, label: 'Languages supported' },
      { value: figures.averageResponse, label: 'Average response time' },
    ],
  },
  trustedBy: {
    title: 'Trusted by customer teams at',
  },
};
