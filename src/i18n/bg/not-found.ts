import type { Dictionary } from '..';

export const notFound: Dictionary['notFound'] = {
  text: 'Страницата, която търсите, не съществува или е преместена.',
  home: 'Към началната страница',
  contact: 'Свържете се с нас',
  comingSoonTitle: 'Публикация в блога',
};
