import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { AfterLoadOptions } from './directive';

/**
 * `client:after-load`: an island that hydrates once the page has loaded and painted content. Its
 * JavaScript then never competes with the document, the CSS or the largest element for the
 * network. The island's server HTML is what shows until then, so it must already look as it will
 * once hydrated. `client:after-load={{ notBeforeMs }}` also waits until the page has been open
 * that long.
 */
export function afterLoadDirective(): AstroIntegration {
  return {
    name: 'after-load-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-load', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-load'?: boolean | AfterLoadOptions;
  }
}
