import { site } from '@/site';
import type { Dictionary } from '..';
import { figures } from './figures';
import { shell } from './shell';

export const contact: Dictionary['contact'] = {
  description: `Заявете демонстрация или ни задайте въпрос по имейл, по телефона или чрез формуляра. ${site.name} е със седалище в ${shell.city}, ${shell.country}.`,
  eyebrow: 'Контакти',
  title: 'Готови ли сте да преобразите комуникацията с клиентите си?',
  lead: `Разкажете ни за клиентите и каналите си и ще Ви покажем какво може да поеме един асистент. Повечето екипи започват работа за ${figures.deployment}.`,
  headquarters: `Централен офис: ${shell.city}, ${shell.country}`,
  quickStart: {
    title: 'Бърз старт',
    intro: 'Изберете едно от трите и ще го добавим в съобщението Ви.',
    items: [
      { label: 'Заявете демонстрация на живо', topic: 'Искам да заявя демонстрация на живо.' },
      { label: 'Започнете безплатен пробен период', topic: `Искам да започна ${figures.freeTrialDays}-дневния безплатен пробен период.` },
      { label: 'Разговаряйте с нашия AI', topic: 'Искам да опитам разговор с Вашия AI асистент.' },
    ],
  },
};
