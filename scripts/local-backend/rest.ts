// The PostgREST subset the site and its owner use: inserts (plain, upsert, returning) and a
// listing read. Requests and responses follow PostgREST 12/13 so supabase-js cannot tell the
// difference; anything else answers with an explicit error instead of guessing.
import type { Transaction } from '@electric-sql/pglite';
import {
  isPgError,
  quoteIdent,
  readBody,
  runAs,
  sendEmpty,
  sendJson,
  type PgError,
  type RequestContext,
} from './http.ts';
import type { ApiRole } from './config.ts';
import type { Database } from './database.ts';

const SCHEMA = 'public';
/** PostgREST has no limit of its own; Supabase's gateway does. A form row is a few kilobytes. */
const MAX_JSON_BYTES = 1024 * 1024;
const DEFAULT_MAX_ROWS = 1000;

interface PostgrestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

function pgrstError(code: string, message: string, details: string | null = null, hint: string | null = null): PostgrestErrorBody {
  return { code, details, hint, message };
}

function sendPostgrestError(ctx: RequestContext, status: number, body: PostgrestErrorBody): void {
  const headers: Record<string, string> = { 'Proxy-Status': `PostgREST; error=${body.code}` };
  // PostgREST asks anonymous callers to authenticate when a grant or policy refuses them.
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  // Keys in PostgREST's order, so a byte-for-byte comparison with the real service holds.
  sendJson(ctx.res, status, { code: body.code, details: body.details, hint: body.hint, message: body.message }, headers);
}

/**
 * PostgREST's SQLSTATE → HTTP table (src/PostgREST/Error.hs, mapSQLtoHTTP). Anything not listed
 * is a client error (400), not a server error. `authed` is false for the anon role only.
 */
export function postgrestStatus(code: string, role: ApiRole): number {
  const authed = role !== 'anon';
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': authed ? 403 : 401,
  };
  const exactStatus = exact[code];
  if (exactStatus !== undefined) return exactStatus;
  const prefixes: Array<[string, number]> = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return prefixes.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

export function pgErrorBody(error: PgError): PostgrestErrorBody {
  return pgrstError(error.code, error.message, error.detail ?? null, error.hint ?? null);
}

/** The schema cache: the table's columns, or null when there is no such table or view. */
async function tableColumns(db: Database, table: string): Promise<string[] | null> {
  const { rows } = await db.query<{ exists: boolean; columns: string[] | null }>(
    `select exists (
         select from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')
       ) as exists,
       (select array_agg(a.attname::text order by a.attnum)
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped) as columns`,
    [SCHEMA, table],
  );
  const row = rows[0];
  return row?.exists ? (row.columns ?? []) : null;
}

async function tableNames(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
    [SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** `Prefer` may come as several headers or one comma-separated list. */
function preferences(ctx: RequestContext): Map<string, string> {
  const raw = ctx.req.headers.prefer;
  const values = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',');
  const prefs = new Map<string, string>();
  for (const value of values) {
    const [name, setting = ''] = value.trim().split('=', 2);
    if (name) prefs.set(name.trim().toLowerCase(), setting.trim().toLowerCase());
  }
  return prefs;
}

/** Column lists as supabase-js writes them (`"a","b"`) or by hand (`a,b`). */
function columnList(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .map((name) => (name.startsWith('"') && name.endsWith('"') && name.length >= 2 ? name.slice(1, -1).replaceAll('""', '"') : name))
    .filter((name) => name.length > 0);
}

/** `select=*` or plain column names; embeds, casts and aliases are beyond this stand-in. */
function parseSelect(value: string | null): string[] | '*' | { error: string } {
  if (value === null || value.trim() === '' || value.trim() === '*') return '*';
  const columns = columnList(value);
  const unsupported = columns.find((name) => name === '*' || /[():!]|->|::/.test(name));
  if (unsupported !== undefined) return { error: `select=${value}` };
  return columns;
}

export async function handleRest(ctx: RequestContext): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  const path = ctx.url.pathname.replace(/^\/rest\/v1/, '');

  if (path === '' || path === '/') {
    if (method !== 'GET' && method !== 'HEAD') {
      return sendPostgrestError(ctx, 405, pgrstError('PGRST117', `Unsupported HTTP method: ${method}`));
    }
    // PostgREST answers its root with the OpenAPI description; scripts only need to know it is up.
    const paths = Object.fromEntries((await tableNames(ctx.db)).map((name) => [`/${name}`, {}]));
    return sendJson(ctx.res, 200, { swagger: '2.0', info: { title: 'Local backend (PostgREST subset)', version: '1' }, paths });
  }

  const segments = path.slice(1).split('/');
  if (segments.length !== 1 || !segments[0]) {
    return sendPostgrestError(ctx, 404, pgrstError('PGRST125', 'Invalid path specified in request URL'));
  }
  let table: string;
  try {
    table = decodeURIComponent(segments[0]);
  } catch {
    return sendPostgrestError(ctx, 404, pgrstError('PGRST125', 'Invalid path specified in request URL'));
  }

  // supabase-js names the schema on every request; only `public` is exposed, as in config.toml.
  const profileHeader = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = ctx.req.headers[profileHeader];
  if (typeof profile === 'string' && profile !== SCHEMA) {
    return sendPostgrestError(
      ctx,
      406,
      pgrstError('PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${SCHEMA}`),
    );
  }

  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    return sendPostgrestError(ctx, 405, pgrstError('PGRST117', `Unsupported HTTP method: ${method}`));
  }

  const columns = await tableColumns(ctx.db, table);
  if (!columns) {
    return sendPostgrestError(
      ctx,
      404,
      pgrstError('PGRST205', `Could not find the table '${SCHEMA}.${table}' in the schema cache`),
    );
  }

  try {
    if (method === 'POST') await insertRows(ctx, table, columns);
    else await selectRows(ctx, table, columns, method === 'HEAD');
  } catch (error) {
    if (!isPgError(error)) throw error;
    sendPostgrestError(ctx, postgrestStatus(error.code, ctx.key.role), pgErrorBody(error));
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function insertRows(ctx: RequestContext, table: string, tableCols: string[]): Promise<void> {
  const contentType = ctx.req.headers['content-type'];
  if (contentType && !/^application\/json\b/i.test(contentType)) {
    return sendPostgrestError(ctx, 415, pgrstError('PGRST107', `None of these media types are available: ${contentType}`));
  }

  const read = await readBody(ctx.req, MAX_JSON_BYTES);
  if (!read.ok) {
    if (read.reason === 'too-large') return sendJson(ctx.res, 413, { message: 'Request size limit exceeded' });
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(read.body.toString('utf8'));
  } catch {
    return sendPostgrestError(ctx, 400, pgrstError('PGRST102', 'Empty or invalid json'));
  }
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) {
    return sendPostgrestError(ctx, 400, pgrstError('PGRST102', 'Empty or invalid json'));
  }

  const columnsParam = ctx.url.searchParams.get('columns');
  let columns: string[];
  if (columnsParam !== null) {
    columns = columnList(columnsParam);
  } else {
    columns = Object.keys(rows[0] ?? {});
    const signature = [...columns].sort().join('\u0000');
    // Without `columns`, PostgREST needs every object to have the same keys.
    if (rows.some((row) => Object.keys(row).sort().join('\u0000') !== signature)) {
      return sendPostgrestError(ctx, 400, pgrstError('PGRST102', 'All object keys must match'));
    }
  }
  const unknown = columns.find((column) => !tableCols.includes(column));
  if (unknown !== undefined) {
    return sendPostgrestError(
      ctx,
      400,
      pgrstError('PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`),
    );
  }

  const prefs = preferences(ctx);
  const representation = prefs.get('return') === 'representation';
  const missingDefault = prefs.get('missing') === 'default';
  const resolution = prefs.get('resolution');
  const applied: string[] = [];
  if (prefs.has('return')) applied.push(`return=${representation ? 'representation' : 'minimal'}`);
  if (missingDefault) applied.push('missing=default');

  let select: string[] | '*' = '*';
  if (representation) {
    const parsed = parseSelect(ctx.url.searchParams.get('select'));
    if (!Array.isArray(parsed) && parsed !== '*') {
      return sendPostgrestError(ctx, 400, pgrstError('PGRST100', `"${parsed.error}" is not supported by the local backend`));
    }
    select = parsed;
  }

  let conflict = '';
  if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
    applied.push(`resolution=${resolution}`);
    const target = ctx.url.searchParams.get('on_conflict');
    const targetCols = target !== null ? columnList(target) : await primaryKey(ctx.db, table);
    const badTarget = targetCols.find((column) => !tableCols.includes(column));
    if (badTarget !== undefined) {
      return sendPostgrestError(
        ctx,
        400,
        pgrstError('PGRST204', `Could not find the '${badTarget}' column of '${table}' in the schema cache`),
      );
    }
    const on = targetCols.length > 0 ? ` (${targetCols.map(quoteIdent).join(', ')})` : '';
    if (resolution === 'merge-duplicates' && columns.length > 0) {
      const sets = columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ');
      conflict = ` on conflict${on} do update set ${sets}`;
    } else {
      conflict = ` on conflict${on} do nothing`;
    }
  }

  const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
  const columnSql = columns.map(quoteIdent).join(', ');
  let source: string;
  if (missingDefault) {
    // Absent keys take the column default, which only VALUES can express cell by cell.
    source =
      'values ' +
      rows
        .map(
          (row, index) =>
            `(${columns
              .map((column) =>
                Object.hasOwn(row, column)
                  ? `(json_populate_record(null::${target}, $1::json -> ${index})).${quoteIdent(column)}`
                  : 'default',
              )
              .join(', ')})`,
        )
        .join(', ');
  } else {
    // PostgREST's own form: Postgres converts the JSON with the table's row type, so type errors
    // (22P02 …) and absent keys (null) behave exactly as on Supabase.
    source = `select ${columnSql} from json_populate_recordset(null::${target}, $1::json) _`;
  }
  const insert = `insert into ${target} (${columnSql}) ${source}`;

  const headers: Record<string, string> = { 'Content-Range': '*/*' };
  if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
  if (rows.length === 0) {
    // An empty array inserts nothing and PostgREST still answers 201.
    return representation ? sendJson(ctx.res, 201, '[]', headers) : sendEmpty(ctx.res, 201, headers);
  }

  const params = [JSON.stringify(rows)];
  const result = await runAs(ctx.db, ctx.key, async (tx: Transaction) => {
    if (columns.length === 0) {
      // `{}` names no column: each object becomes a row of defaults.
      for (let i = 0; i < rows.length; i += 1) await tx.query(`insert into ${target} default values${conflict}`);
      return { body: null as string | null, count: rows.length };
    }
    if (!representation) {
      const { affectedRows } = await tx.query(`${insert}${conflict}`, params);
      return { body: null, count: affectedRows ?? 0 };
    }
    const returning = select === '*' ? `${target}.*` : select.map(quoteIdent).join(', ');
    const { rows: out } = await tx.query<{ body: string; count: number }>(
      `with pgrst_source as (${insert}${conflict} returning ${returning})
       select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as count
         from (select * from pgrst_source) _postgrest_t`,
      params,
    );
    return { body: out[0]?.body ?? '[]', count: out[0]?.count ?? 0 };
  });

  if (result.body === null) return sendEmpty(ctx.res, 201, headers);
  sendJson(ctx.res, 201, result.body, headers);
}

async function primaryKey(db: Database, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select a.attname::text as name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey)
      where i.indisprimary and n.nspname = $1 and c.relname = $2
      order by array_position(i.indkey, a.attnum)`,
    [SCHEMA, table],
  );
  return rows.map((row) => row.name);
}

const ORDER_TERM = /^(.+?)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;

async function selectRows(ctx: RequestContext, table: string, tableCols: string[], headOnly: boolean): Promise<void> {
  const params = ctx.url.searchParams;
  const unsupported = [...params.keys()].find((name) => !['select', 'order', 'limit', 'offset'].includes(name));
  if (unsupported !== undefined) {
    // Filters (`col=eq.x`) are not needed by the site or the listing; refusing beats ignoring them
    // and returning rows the caller asked to exclude.
    return sendPostgrestError(
      ctx,
      400,
      pgrstError('PGRST100', `"${unsupported}" is not supported by the local backend`, 'Only select, order, limit and offset are.'),
    );
  }

  const select = parseSelect(params.get('select'));
  if (!Array.isArray(select) && select !== '*') {
    return sendPostgrestError(ctx, 400, pgrstError('PGRST100', `"${select.error}" is not supported by the local backend`));
  }

  const orderTerms: string[] = [];
  for (const term of (params.get('order') ?? '').split(',').filter(Boolean)) {
    const match = ORDER_TERM.exec(term.trim());
    const column = match?.[1];
    if (!match || !column || !tableCols.includes(column)) {
      return sendPostgrestError(
        ctx,
        400,
        pgrstError('PGRST100', `"failed to parse order (${term})" (line 1, column 1)`, `unexpected "${term}" expecting a column name`),
      );
    }
    const direction = match[2] === 'desc' ? ' desc' : ' asc';
    const nulls = match[3] === 'nullsfirst' ? ' nulls first' : match[3] === 'nullslast' ? ' nulls last' : '';
    orderTerms.push(`${quoteIdent(column)}${direction}${nulls}`);
  }

  const maxRows = ctx.config.maxRows ?? DEFAULT_MAX_ROWS;
  const limitParam = params.get('limit');
  const offsetParam = params.get('offset');
  const limit = limitParam === null ? maxRows : Number(limitParam);
  const offset = offsetParam === null ? 0 : Number(offsetParam);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
    return sendPostgrestError(ctx, 400, pgrstError('PGRST100', `"failed to parse limit/offset"`));
  }

  const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
  const columnSql = select === '*' ? `${target}.*` : select.map(quoteIdent).join(', ');
  const orderSql = orderTerms.length > 0 ? ` order by ${orderTerms.join(', ')}` : '';
  const { rows } = await runAs(ctx.db, ctx.key, (tx) =>
    tx.query<{ body: string; count: number }>(
      `select coalesce(json_agg(_postgrest_t), '[]')::text as body, count(*)::int as count
         from (select ${columnSql} from ${target}${orderSql} limit $1 offset $2) _postgrest_t`,
      [Math.min(limit, maxRows), offset],
    ),
  );
  const body = rows[0]?.body ?? '[]';
  const count = rows[0]?.count ?? 0;
  const range = count > 0 ? `${offset}-${offset + count - 1}/*` : '*/*';
  if (headOnly) return sendEmpty(ctx.res, 200, { 'Content-Range': range, 'Content-Type': 'application/json; charset=utf-8' });
  sendJson(ctx.res, 200, body, { 'Content-Range': range });
}
