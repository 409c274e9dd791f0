import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Two ways for an island to hydrate later than Astro's own directives allow. The island's server
 * HTML is what shows until then, so it must already look as it will once hydrated.
 * - `client:after-load`: once the page has loaded and painted content. Its JavaScript then never
 *   competes with the document, the CSS or the largest element for the network.
 * - `client:delay={ms}`: once the page has loaded and has been open `ms` milliseconds, for an
 *   island whose server HTML stays right for a known time (the hero title, until its first change).
 */
export function clientDirectives(): AstroIntegration {
  const entrypoint = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after-load', entrypoint: entrypoint('./after-load.ts') });
        addClientDirective({ name: 'delay', entrypoint: entrypoint('./delay.ts') });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-load'?: boolean;
    'client:delay'?: number;
  }
}
