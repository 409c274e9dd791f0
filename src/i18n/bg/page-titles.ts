import { COMING_SOON_PATH } from '@/lib/blog/rules';
import type { Dictionary } from '..';

export const pageTitles: Dictionary['pageTitles'] = {
  '/404': 'Страницата не е намерена',
  '/about': 'За нас',
  '/analytics': 'Анализ на разговорите',
  '/api': 'API за разработчици',
  '/apply': 'Кандидатстване',
  [COMING_SOON_PATH]: 'Очаквайте скоро',
  '/careers': 'Кариери',
  '/chat-assistants': 'AI чат асистенти',
  '/confirm-subscription': 'Потвърдете абонамента си',
  '/contact': 'Контакти',
  '/documentation': 'Документация',
  '/help': 'Помощен център',
  '/integrations': 'Интеграции',
  '/phone-agents': 'AI телефонни агенти',
  '/security': 'Сигурност',
  '/status': 'Статус на услугите',
  '/status-updates': 'Абонамент за известия за статуса',
  '/unsubscribe': 'Отписване',
};
