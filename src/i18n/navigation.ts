// The menus of src/site.ts with their labels and addresses in one language.
import { footerBottomLinks, footerNav, pages, primaryNav, scheduleDemoPage, type PageKey } from '@/site';
import { dictionary } from '.';
import type { Lang } from './languages';
import { localizedHref } from './routes';

export type NavLink = { label: string; href: string };

export function navigation(lang: Lang) {
  const { shell } = dictionary(lang);
  const link = (key: PageKey): NavLink => ({ label: shell.pages[key], href: localizedHref(lang, pages[key].href) });
  const links = (keys: readonly PageKey[]) => keys.map(link);
  return {
    primary: {
      before: links(primaryNav.before),
      products: { label: shell.products, items: links(primaryNav.products) },
      after: links(primaryNav.after),
      highlighted: link(primaryNav.highlighted),
    },
    scheduleDemo: { label: shell.scheduleDemo, href: link(scheduleDemoPage).href },
    footer: (Object.keys(footerNav) as (keyof typeof footerNav)[]).map((group) => ({
      title: shell.footerGroups[group],
      links: links(footerNav[group]),
    })),
    footerBottom: links(footerBottomLinks),
  };
}
