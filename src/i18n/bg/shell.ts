import { site } from '@/site';
import type { Dictionary } from '..';
import { figures } from './figures';

export const shell: Dictionary['shell'] = {
  tagline: 'AI чат асистенти, телефонни агенти и анализ на разговорите',
  description: `${site.name} създава AI чат асистенти и телефонни агенти с естествен глас, които отговарят на клиентите денонощно на ${figures.languages} езика, с анализ на всеки разговор.`,
  pages: {
    home: 'Начало',
    about: 'За нас',
    chatAssistants: 'Чат асистенти',
    phoneAgents: 'Телефонни агенти',
    analytics: 'Анализи',
    integrations: 'Интеграции',
    careers: 'Кариери',
    contact: 'Контакти',
    blog: 'Блог',
    help: 'Помощен център',
    documentation: 'Документация',
    privacy: 'Политика за поверителност',
    terms: 'Общи условия',
    security: 'Сигурност',
    status: 'Статус на услугите',
    api: 'API',
  },
  products: 'Продукти',
  scheduleDemo: 'Заявете демонстрация',
  skipToContent: 'Към съдържанието',
  mainNavigation: 'Основно меню',
  menu: 'Меню',
  footerGroups: { products: 'Продукти', company: 'Компания', support: 'Поддръжка' },
  footerLegal: 'Правна информация и услуги',
  rightsReserved: 'Всички права запазени.',
  country: 'България',
  city: 'София',
  theme: { control: 'Тема', light: 'Светла', dark: 'Тъмна', system: 'Според системата' },
  language: {
    thisPageIn: { en: 'Тази страница на английски', bg: 'Тази страница на български' },
    homePageIn: { en: 'Началната страница на английски', bg: 'Началната страница на български' },
  },
  search: {
    open: 'Търсене',
    title: 'Търсене в сайта',
    close: 'Затвори',
    closeWhat: 'търсенето',
    placeholder: 'Търсете в статии, документация и помощ',
    results: {
      none: 'Няма резултати за „{query}“',
      one: '{count} резултат за „{query}“',
      other: '{count} резултата за „{query}“',
      unavailable: 'В момента търсенето не е достъпно. Моля, проверете връзката си и презаредете страницата.',
    },
  },
};
