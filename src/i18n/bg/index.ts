import type { Dictionary } from '..';
import { about } from './about';
import { blog } from './blog';
import { careers } from './careers';
import { contact } from './contact';
import { figures } from './figures';
import { forms } from './forms';
import { home } from './home';
import { pageTitles } from './page-titles';
import { products } from './products';
import { shell } from './shell';
import { subscriptions } from './subscriptions';
import { api } from './api';
import { copyCode } from './copy-code';
import { docs } from './docs';
import { help } from './help';
import { legal } from './legal';
import { notFound } from './not-found';
import { statusPage } from './status-page';

export const bg: Dictionary = {
  figures,
  blog,
  shell,
  pageTitles,
  about,
  home,
  careers,
  contact,
  forms,
  subscriptions,
  products,
  help,
  docs,
  api,
  statusPage,
  legal,
  notFound,
  copyCode,
};
