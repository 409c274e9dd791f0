import type { Dictionary } from '..';
import { figures } from './figures';

/** "над 200 езика": Bulgarian says "over 200" rather than "200+" in a sentence. */
const languageCount = figures.languages.replace('+', '');

export const home: Dictionary['home'] = {
  hero: {
    badge: 'Поемаме разговорите с клиентите Ви 24/7',
    taglines: [
      'AI чат асистенти',
      'Телефонни агенти с естествен глас',
      `Поддръжка на над ${languageCount} езика`,
      'Анализ на разговорите',
      'Обслужване на клиенти 24/7',
    ],
    lead: `AI чат асистенти и телефонни агенти с естествен глас, които решават въпросите на клиентите Ви денонощно на над ${languageCount} езика и работят с инструментите, които екипът Ви вече използва.`,
    highlights: [
      `Безплатен пробен период от ${figures.freeTrialDays} дни`,
      `Старт за ${figures.deployment}`,
      `${figures.accuracy} точност на отговорите`,
    ],
    howItWorks: 'Вижте как работи',
  },
  features: {
    eyebrow: 'Платформата',
    title: 'Всичко, от което клиентите Ви имат нужда, в един асистент',
    text: 'Чат, глас и анализи, създадени да работят заедно: всеки разговор получава отговор и всеки отговор се измерва.',
    cta: 'Научете повече',
  },
  howItWorks: {
    eyebrow: 'Как работи',
    title: 'От първия разговор до пълен капацитет в четири стъпки',
    text: 'Поемаме най-трудната част заедно с екипа Ви, за да говори асистентът като Вашата марка още от първия ден.',
    step: 'Стъпка {number}: ',
  },
  testimonials: {
    eyebrow: 'Истории на клиенти',
    title: 'Екипи, които отговарят на всеки клиент',
    text: 'Какво казват ръководители по обслужване на клиенти и оперативна дейност, след като поверят първите си разговори на AI.',
    carousel: {
      label: 'Отзиви от клиенти',
      carouselRole: 'карусел',
      slideRole: 'слайд',
      slide: '{number} от {count}',
      rating: 'Оценка {rating} от 5',
      quote: '„{text}“',
      previous: 'Предишен отзив',
      next: 'Следващ отзив',
      show: 'Вижте отзив {number}: {name}',
    },
  },
  statistics: {
    eyebrow: 'В цифри',
    title: 'Създадена за мащаб',
    text: 'Платформата зад милиони разговори с клиенти всеки месец.',
    items: [
      { value: figures.uptime, label: 'Наличност' },
      { value: figures.conversations, label: 'Проведени разговора' },
      { value: figures.languages, label: 'Поддържани езика' },
      { value: figures.averageResponse, label: 'Средно време за отговор' },
    ],
  },
  trustedBy: {
    title: 'Доверяват ни екипите по обслужване на клиенти в',
  },
};
