// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { DOMAIN } from './src/site.ts';
import { DEFAULT_LANG, LANGUAGES } from './src/i18n/languages.ts';
import { finishSite } from './src/integrations/finish-site.ts';
import { clientDirectives } from './src/integrations/client-directives/index.ts';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, SITE_PORT } from './scripts/local-backend/keys.ts';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { routeOf } from './src/lib/build/built-pages.mjs';
import { sitemapFacts } from './src/lib/seo/sitemap.ts';
import { backendSettings } from './src/lib/forms/backend/backend-settings.ts';
import { WEB_FONT_MARK_SCRIPT } from './src/lib/performance/web-font-mark.ts';
import { THEME_MARK_SCRIPT } from './src/lib/theme/theme.ts';

// Where the site lives and where its forms send, read once from the environment and the .env
// files of Astro's mode, the same ones astro:env gives the forms. A build whose SITE_URL is a public
// origin must name a hosted Supabase project (src/lib/forms/backend/backend-settings.ts), and the CSP lets
// forms talk to the site itself and to that project, nothing else.
/** @type {import('astro').AstroIntegration} */
const deploymentSettings = {
  name: 'deployment-settings',
  hooks: {
    'astro:config:setup': ({ command, config, updateConfig }) => {
      const env = loadEnv(command === 'dev' ? 'development' : 'production', fileURLToPath(config.root), '');
      // Only a build ships: the dev server and preview skip the deployment check, so SITE_URL never
      // demands a hosted project there.
      const { supabaseUrl } = backendSettings(command === 'build' ? env : { ...env, SITE_URL: undefined }, {
        url: LOCAL_SUPABASE_URL,
        anonKey: LOCAL_ANON_KEY,
      });
      updateConfig({
        // The public origin: canonical URLs, Open Graph and the sitemap use it.
        site: env.SITE_URL || `https://www.${DOMAIN}`,
        security: { csp: { algorithm: 'SHA-256', directives: [`connect-src 'self' ${new URL(supabaseUrl).origin}`] } },
      });
    },
  },
};

// The sitemap leaves out the pages that ask not to be indexed, and gives each post the day it last
// changed, both worked out from the blog's rules (src/lib/seo/sitemap.ts). They are read when the
// sitemap is written, after the content has been checked.
/** @type {import('./src/lib/seo/sitemap.ts').SitemapFacts | undefined} */
let sitemapFactsOfBuild;
const sitemapFact = () => (sitemapFactsOfBuild ??= sitemapFacts());

export default defineConfig({
  output: 'static',
  // Dev and preview, or the next free port (scripts/dev/site-port.ts).
  server: { port: SITE_PORT },
  trailingSlash: 'never',
  // English keeps its addresses; Bulgarian pages live under /bg (src/i18n/languages.ts). No
  // redirect by browser language: a visitor chooses with the switcher in the header.
  i18n: { locales: [...LANGUAGES], defaultLocale: DEFAULT_LANG, routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  // Several pages at a time: Astro waits for each page's file to be written before rendering the
  // next, and share images are drawn off the main thread meanwhile, as many at once as libuv's
  // thread pool runs, so that both cores draw in a cold build.
  build: { format: 'file', concurrency: 8 },
  // A page whose getStaticPaths gives a cacheKey is copied from the last build while the key and
  // the page's code are unchanged: the blog's posts and listings (src/lib/blog/edition.ts) and the
  // share images. The copies live in node_modules/.astro, so a build with no caches renders all.
  experimental: { incrementalBuild: true },
  // Hashes for every script and style Astro emits; anything else is refused by the browser.
  security: {
    csp: {
      // Site search (Pagefind) runs WebAssembly; 'wasm-unsafe-eval' allows compiling it and
      // nothing else: JavaScript eval stays refused.
      // Astro hashes the scripts it bundles; the web-font and theme marks at the top of <body> are
      // written inline as they are.
      scriptDirective: {
        resources: ["'self'", "'wasm-unsafe-eval'"],
        hashes: [WEB_FONT_MARK_SCRIPT, THEME_MARK_SCRIPT].map(
          (script) => /** @type {const} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`),
        ),
      },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // Astro's Shiki writes inline colours, which the CSP refuses. Posts highlight their fenced code
  // through the same classes as /documentation instead (src/components/blog/mdx/CodeFence.astro).
  markdown: { syntaxHighlight: false },
  integrations: [
    deploymentSettings,
    react(),
    mdx(),
    clientDirectives(),
    finishSite(),
    sitemap({
      // Each page lists its translations (xhtml:link), matched by address: a translation keeps the
      // English page's path under its language's prefix.
      i18n: { defaultLocale: DEFAULT_LANG, locales: Object.fromEntries(LANGUAGES.map((lang) => [lang, lang])) },
      filter: (page) => !sitemapFact().unlisted.has(routeOf(new URL(page).pathname)),
      serialize: (item) => {
        const lastmod = sitemapFact().lastModified.get(routeOf(new URL(item.url).pathname));
        return lastmod ? { ...item, lastmod } : item;
      },
    }),
  ],
  env: {
    schema: {
      // Where forms send what visitors type. Unset, they go to the embedded local backend that
      // `npm run dev` and `npm run preview` start; set both for a hosted Supabase project.
      PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', url: true, default: LOCAL_SUPABASE_URL }),
      PUBLIC_SUPABASE_ANON_KEY: envField.string({ context: 'client', access: 'public', default: LOCAL_ANON_KEY }),
      // The third-party voice assistant on /help. Unset, the page shows how to reach support
      // instead; both are needed for the widget to load (src/components/help/HelpWidget.astro).
      PUBLIC_HELP_WIDGET_SCRIPT_URL: envField.string({ context: 'client', access: 'public', url: true, optional: true }),
      PUBLIC_HELP_WIDGET_ID: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  vite: {
    plugins: [tailwindcss()],
    build: {
      // Component scripts stay files of their own rather than being written into every page that
      // uses them (Vite's default for small ones): the header's run on every page, are cached after
      // the first, and leave the page's first round trip to its HTML and styles
      // (src/integrations/finish-site.ts). Other assets keep Vite's default.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      rolldownOptions: {
        // Astro marks every MDX module with its own "use astro:head-inject" directive, and the
        // bundler warns about each one with a code frame: a thousand posts, a thousand warnings
        // that say nothing about the site and bury the ones that do.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
