// Runs for every page as the build renders it (the site is static, so only then).
import { defineMiddleware } from 'astro:middleware';
import { endTurn, handOver, takeTurn } from './integrations/rendered-pages';
import { fromPageBytes, toPageBytes } from './lib/performance/page-bytes';
import { policyFirst } from './lib/security/policy-first';

export const onRequest = defineMiddleware(async (context, next) => {
  const turn = takeTurn();
  try {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    const page = fromPageBytes(handOver(context.url.pathname, policyFirst(toPageBytes(await response.arrayBuffer())), turn));
    // A stream of the page's one buffer: a Response made from the buffer would copy it first, and
    // those copies, freed only at the next full garbage collection, raise the build's peak memory
    // with every page (docs/performance.md).
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(page);
        controller.close();
      },
    });
    return new Response(body, response);
  } finally {
    // Anything but a page, or a render that failed, must not hold back the pages after it.
    endTurn(turn);
  }
});
