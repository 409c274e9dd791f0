// Runs for every page as the build renders it (the site is static, so only then).
import { defineMiddleware } from 'astro:middleware';
import { handOver } from './integrations/rendered-pages';
import { fromPageBytes, toPageBytes } from './lib/performance/page-bytes';
import { policyFirst } from './lib/security/policy-first';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = handOver(context.url.pathname, policyFirst(toPageBytes(await response.arrayBuffer())));
  return new Response(fromPageBytes(page), response);
});
