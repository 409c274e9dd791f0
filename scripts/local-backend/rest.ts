// The PostgREST calls the site and its owner make, answered as PostgREST 13/14 answers them:
//   POST /rest/v1/<table> with one JSON object and no Prefer header or query string: what
//     supabase-js sends for `supabase.from(table).insert(row)` (src/lib/forms/sending/send.ts);
//   GET /rest/v1/<table>?select=*&order=created_at.desc: the owner's listing (scripts/inspect/client.ts);
//   POST /rest/v1/rpc/<function> with a JSON object of named arguments: the Edge Functions' and
//     the owner's commands' calls (supabase/functions/_shared/rpc.ts).
// Anything else is refused with the error PostgREST documents for it, never half done.
import { messages } from '@electric-sql/pglite';
import { readJson, runAs, sendJson, type ApiRole, type RequestContext } from './http.ts';

/** PostgREST's error body. */
function sendError(ctx: RequestContext, status: number, code: string, message: string, details?: string, hint?: string): void {
  sendJson(ctx.res, status, { code, details: details ?? null, hint: hint ?? null, message });
}

/** PGRST127: "The feature specified in the details field is not implemented." */
function notImplemented(ctx: RequestContext, feature: string): void {
  sendError(ctx, 400, 'PGRST127', 'Feature not implemented', `${feature} (the local backend implements only what the site uses)`);
}

/**
 * PostgREST's SQLSTATE → HTTP status table (PostgREST docs, "Errors → HTTP Status Codes"). Exact
 * codes come before the class they belong to; anything not listed is the client's fault (400).
 */
// prettier-ignore
const STATUS_BY_SQLSTATE: Array<[string, number]> = [
  ['23503', 409], ['23505', 409], ['25006', 405], ['53400', 500], ['P0001', 400],
  ['42883', 404], ['42P01', 404], ['42P17', 500],
  ['08', 503], ['09', 500], ['0L', 403], ['0P', 403], ['25', 500], ['28', 403], ['2D', 500],
  ['38', 500], ['39', 500], ['3B', 500], ['40', 500], ['53', 503], ['54', 500], ['55', 500],
  ['57', 500], ['58', 500], ['F0', 500], ['HV', 500], ['P0', 500], ['XX', 500],
];

export function postgrestStatus(sqlstate: string, role: ApiRole): number {
  // Insufficient privileges: 403 once authenticated, else 401 (the anon key is not).
  if (sqlstate === '42501') return role === 'anon' ? 401 : 403;
  // "RAISE sqlstate 'PT402'" answers 402 (PostgREST docs, "Raise errors with HTTP Status Codes";
  // Error.hs: 'P':'T':n -> mkStatus n): how the request limits answer 429.
  const custom = /^PT(\d{3})$/.exec(sqlstate)?.[1];
  if (custom) return Number(custom);
  return STATUS_BY_SQLSTATE.find(([prefix]) => sqlstate.startsWith(prefix))?.[1] ?? 400;
}

export async function handleRest(ctx: RequestContext): Promise<void> {
  try {
    await route(ctx);
  } catch (error) {
    // A database error as PostgREST answers it; anything else is the local backend's own fault.
    if (!(error instanceof messages.DatabaseError) || !error.code) throw error;
    sendError(ctx, postgrestStatus(error.code, ctx.role), error.code, error.message, error.detail, error.hint);
  }
}

async function route(ctx: RequestContext): Promise<void> {
  const path = ctx.url.pathname.slice('/rest/v1/'.length);
  // The OpenAPI description at the root is not served (openapi-mode = disabled).
  if (path === '') return sendError(ctx, 404, 'PGRST126', 'Root endpoint metadata is disabled');
  const method = ctx.req.method;
  if (path.startsWith('rpc/') && method === 'POST') return callFunction(ctx, decodeURIComponent(path.slice('rpc/'.length)));
  if (path.includes('/')) return sendError(ctx, 404, 'PGRST125', 'Invalid path specified in request URL');
  if (method !== 'POST' && method !== 'GET') return sendError(ctx, 405, 'PGRST117', `Unsupported HTTP method: ${method}`);

  // supabase-js names the schema on every request; only `public` is exposed, as in config.toml.
  const profile = ctx.req.headers[method === 'GET' ? 'accept-profile' : 'content-profile'];
  if (profile !== undefined && profile !== 'public') {
    return sendError(ctx, 406, 'PGRST106', 'The schema must be one of the following: public');
  }

  const table = decodeURIComponent(path);
  const { rows } = await ctx.db.query<{ name: string }>(
    `select a.attname::text as name from pg_attribute a
      where a.attrelid = to_regclass(format('public.%I', $1::text)) and a.attnum > 0 and not a.attisdropped`,
    [table],
  );
  // A table has at least one column, so none means no table.
  if (rows.length === 0) return sendError(ctx, 404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

  if (method === 'GET') await listRows(ctx, table);
  else await insertRow(ctx, table, new Set(rows.map((row) => row.name)));
}

async function insertRow(ctx: RequestContext, table: string, tableColumns: Set<string>): Promise<void> {
  // `.select()`, `.upsert()`, `count` and `defaultToNull: false` all show up as a Prefer header.
  const prefer = ctx.req.headers.prefer;
  if (prefer !== undefined) return notImplemented(ctx, `Prefer: ${prefer}`);
  // …and `.select()`, upserts' on_conflict and bulk inserts' columns as query parameters.
  const parameters = [...ctx.url.searchParams.keys()];
  if (parameters.length > 0) return notImplemented(ctx, `query parameters on insert: ${parameters.join(', ')}`);

  const row = await readJson(ctx.req);
  if (Array.isArray(row)) return notImplemented(ctx, 'bulk insert (a JSON array)');
  if (typeof row !== 'object' || row === null) return sendError(ctx, 400, 'PGRST102', 'Empty or invalid json');

  const columns = Object.keys(row);
  if (columns.length === 0) return notImplemented(ctx, 'a row of defaults (an empty object)');
  const unknown = columns.find((column) => !tableColumns.has(column));
  if (unknown !== undefined) {
    return sendError(ctx, 400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`);
  }

  // PostgREST's own form: Postgres converts the JSON with the table's row type, so type errors
  // (22P02 …) and absent keys behave exactly as on Supabase.
  const target = `public.${quoteIdent(table)}`;
  const list = columns.map(quoteIdent).join(', ');
  await runAs(ctx, (tx) =>
    tx.query(`insert into ${target} (${list}) select ${list} from json_populate_record(null::${target}, $1::json)`, [JSON.stringify(row)]),
  );
  // "With Prefer: return=minimal, no response body will be returned. This is the default mode
  // for all write requests." (PostgREST docs, "Preferences → Return Representation").
  ctx.res.writeHead(201, { 'Content-Length': '0' });
  ctx.res.end();
}

async function listRows(ctx: RequestContext, table: string): Promise<void> {
  const query = ctx.url.searchParams;
  if (query.size !== 2 || query.get('select') !== '*' || query.get('order') !== 'created_at.desc') {
    return notImplemented(ctx, `reading with ${ctx.url.search || 'no query'} (only ?select=*&order=created_at.desc is)`);
  }
  const { rows } = await runAs(ctx, (tx) =>
    tx.query<{ body: string }>(
      `select coalesce(json_agg(t), '[]')::text as body from (select * from public.${quoteIdent(table)} order by created_at desc) t`,
    ),
  );
  sendJson(ctx.res, 200, rows[0]?.body ?? '[]');
}

/**
 * PostgREST docs, "Functions as RPC": the JSON object's keys are the function's argument names;
 * a set-returning function answers an array of its rows, any other its value as JSON. PostgREST
 * reads the arguments with `json_to_record` and the function's own argument types, as here.
 */
async function callFunction(ctx: RequestContext, name: string): Promise<void> {
  const { rows } = await ctx.db.query<{ args: string; names: string[] | null; defaults: number; returns_set: boolean }>(
    `select pg_get_function_identity_arguments(p.oid) as args, (p.proargnames)[1:p.pronargs]::text[] as names,
            p.pronargdefaults as defaults, p.proretset as returns_set
       from pg_proc p where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
    [name],
  );
  const body = await readJson(ctx.req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return sendError(ctx, 400, 'PGRST102', 'Empty or invalid json');
  const keys = Object.keys(body).toSorted();
  // One function of that name taking every key sent and sent every argument without a default;
  // overloads are not served.
  const match = rows.length === 1 ? rows[0] : undefined;
  const names = match?.names ?? [];
  const required = names.slice(0, names.length - (match?.defaults ?? 0));
  if (!match || keys.some((key) => !names.includes(key)) || required.some((name) => !keys.includes(name))) {
    return sendError(ctx, 404, 'PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`);
  }
  const call = `public.${quoteIdent(name)}(${keys.map((key) => `${quoteIdent(key)} => a.${quoteIdent(key)}`).join(', ')})`;
  const args = match.args ? `json_to_record($1::json) as a(${match.args})` : '(select $1::json) a';
  const sql = match.returns_set
    ? `select coalesce(json_agg(r), '[]')::text as body from ${args}, ${call} r`
    : `select to_json(${call})::text as body from ${args}`;
  const result = await runAs(ctx, (tx) => tx.query<{ body: string }>(sql, [JSON.stringify(body)]));
  sendJson(ctx.res, 200, result.rows[0]?.body ?? 'null');
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
