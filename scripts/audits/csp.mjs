// Checks the Content-Security-Policy <meta> of every built page: nothing that runs or styles the
// page comes before it, every inline script and style is allowed by its hash and no other hash is
// allowed; connect-src names only the site and the
// configured Supabase project; the help widget's host appears on /help (in each language) alone, and only when
// PUBLIC_HELP_WIDGET_SCRIPT_URL is set. Exits non-zero on any breach.
// Usage: node scripts/audits/csp.mjs [dist]   (run after `npm run build`, with the build's environment)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { LOCAL_SUPABASE_URL } from '../local-backend/keys.ts';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { pathIn } from '../../src/i18n/languages.ts';

const HELP_ROUTE = '/help';

/** Directives every page must carry exactly as written. */
const FIXED = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

// What a policy must see: scripts (but data such as JSON-LD), styles and stylesheets.
const GOVERNED =
  /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>|<style\b[^>]*>|<link[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/gi;

const origin = (url) => (url ? new URL(url).origin : undefined);

function parsePolicy(content) {
  const policy = new Map();
  for (const part of content.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name)) policy.set(name, sources);
  }
  return policy;
}

const hashOf = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Everything wrong with one page's policy. */
export function pageProblems(html, { isHelp, supabaseOrigin, widgetOrigin }) {
  const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)];
  if (metas.length !== 1) return [`has ${metas.length} CSP <meta> tags, not 1`];
  const policy = parsePolicy(metas[0][1].replaceAll('&#39;', "'"));
  const problems = [];
  // A policy in a <meta> covers only what comes after it.
  const before = [...html.slice(0, metas[0].index).matchAll(GOVERNED)].map(([tag]) => tag);
  if (before.length > 0) problems.push(`has ${before.length} script or style element(s) before its CSP <meta>, first ${before[0]}`);
  const pageWidget = isHelp && widgetOrigin ? [widgetOrigin] : [];

  for (const [name, expected] of Object.entries(FIXED)) {
    if (String(policy.get(name)) !== String(expected)) problems.push(`${name} is "${policy.get(name)?.join(' ')}"`);
  }
  const connect = policy.get('connect-src') ?? [];
  const allowedConnect = ["'self'", supabaseOrigin, ...pageWidget];
  if (connect.some((source) => !allowedConnect.includes(source)) || !connect.includes(supabaseOrigin)) {
    problems.push(`connect-src is "${connect.join(' ')}", expected "${allowedConnect.join(' ')}"`);
  }
  for (const [directive, tag] of [
    ['script-src', 'script'],
    ['style-src', 'style'],
  ]) {
    const sources = policy.get(directive) ?? [];
    if (!sources.includes("'self'")) problems.push(`${directive} lacks 'self'`);
    // 'wasm-unsafe-eval' lets site search (Pagefind) compile its WebAssembly; JavaScript eval
    // and inline code stay refused.
    const allowed = new Set(["'self'", ...(directive === 'script-src' ? ["'wasm-unsafe-eval'", ...pageWidget] : [])]);
    for (const source of sources) {
      if (!allowed.has(source) && !source.startsWith("'sha256-")) problems.push(`${directive} allows ${source}`);
    }
    const inline = [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
      .filter(([, attributes, body]) => body && !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , body]) => body);
    for (const body of inline) {
      if (!sources.includes(hashOf(body))) problems.push(`an inline ${tag} is not in ${directive}: ${body.slice(0, 60)}…`);
    }
    // A hash allows that code wherever it is injected: a page allows only what it carries.
    const carried = new Set(inline.map(hashOf));
    for (const source of sources) {
      if (source.startsWith("'sha256-") && !carried.has(source))
        problems.push(`${directive} allows ${source}, which is on no ${tag} of the page`);
    }
  }
  if (/\sstyle="/.test(html)) problems.push('has a style attribute, which style-src refuses');
  if (widgetOrigin && !isHelp && metas[0][1].includes(widgetOrigin)) problems.push(`allows the help widget's host ${widgetOrigin}`);
  if (widgetOrigin && isHelp && !(policy.get('script-src') ?? []).includes(widgetOrigin)) {
    problems.push(`script-src lacks the help widget's host ${widgetOrigin}`);
  }
  return problems;
}

function main() {
  const dist = process.argv[2] ?? 'dist';
  // The same environment the build read: process env, then .env files.
  const env = loadEnv('production', process.cwd(), '');
  const supabaseOrigin = origin(env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL);
  const widgetOrigin = origin(env.PUBLIC_HELP_WIDGET_SCRIPT_URL);
  const pages = builtPages(dist);
  const problems = pages.flatMap(({ file, route }) =>
    pageProblems(readFileSync(file, 'utf8'), { isHelp: pathIn('en', route) === HELP_ROUTE, supabaseOrigin, widgetOrigin }).map(
      (problem) => `${route}: ${problem}`,
    ),
  );
  console.log(
    `Checked the CSP of ${pages.length} pages: connect-src 'self' ${supabaseOrigin}; help widget ${widgetOrigin ? `${widgetOrigin} on ${HELP_ROUTE} only` : 'not configured'}.`,
  );
  if (problems.length > 0) {
    console.log(`\n${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Every inline script and style is hashed; no page allows another host.');
  }
}

if (import.meta.main) main();
