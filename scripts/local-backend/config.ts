// What the embedded backend shares with `supabase start`: the repository layout, the API keys and
// the storage limits in supabase/config.toml. Reading them from the same files keeps the two
// backends from drifting apart.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SUPABASE_CONFIG_PATH = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/local-backend/', import.meta.url));
export const DEFAULT_PORT = 54321;
export const DEFAULT_HOST = '127.0.0.1';

/** The roles a request can act as: the two keys the CLI hands out. */
export type ApiRole = 'anon' | 'service_role';

export interface ApiKey {
  role: ApiRole;
  /** The JWT payload, so policies can read it through `request.jwt.claims` like on Supabase. */
  claims: Record<string, unknown>;
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT: no payload segment');
  const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) throw new Error('JWT payload is not an object');
  return decoded as Record<string, unknown>;
}

function keyEntry(token: string): [string, ApiKey] {
  const claims = decodeJwtPayload(token);
  // The role is read from the token rather than assumed, so swapping the keys in
  // local-backend-keys.ts can never silently hand a visitor the service role.
  const role = claims.role;
  if (role !== 'anon' && role !== 'service_role') throw new Error(`Unexpected role in local API key: ${String(role)}`);
  return [token, { role, claims }];
}

export const API_KEYS: ReadonlyMap<string, ApiKey> = new Map([keyEntry(LOCAL_ANON_KEY), keyEntry(LOCAL_SERVICE_ROLE_KEY)]);

export interface BucketConfig {
  public: boolean | null;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface SupabaseConfig {
  apiPort: number | null;
  maxRows: number | null;
  /** `[storage] file_size_limit`: no bucket may take more than this. */
  storageFileSizeLimit: number | null;
  buckets: Record<string, BucketConfig>;
}

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/**
 * A size as the Supabase CLI reads it from config.toml. The CLI uses go-units' RAMInBytes, for
 * which "10MB" and "10MiB" are both binary megabytes, so this does the same.
 */
export function parseSize(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') throw new Error(`Invalid size: ${String(value)}`);
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$/i.exec(value);
  if (!match) throw new Error(`Invalid size: "${value}" (use e.g. "10MiB" or "500KB")`);
  const [, amount = '0', unit = ''] = match;
  return Math.floor(Number(amount) * (SIZE_UNITS[unit.toLowerCase()] ?? 1));
}

function table(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function parseSupabaseConfig(text: string): SupabaseConfig {
  const config = parse(text) as Record<string, unknown>;
  const api = table(config.api);
  const storage = table(config.storage);
  const buckets: Record<string, BucketConfig> = {};
  for (const [name, raw] of Object.entries(table(storage.buckets))) {
    const bucket = table(raw);
    const types = bucket.allowed_mime_types;
    buckets[name] = {
      public: typeof bucket.public === 'boolean' ? bucket.public : null,
      fileSizeLimit: parseSize(bucket.file_size_limit),
      allowedMimeTypes: Array.isArray(types) ? types.map(String) : null,
    };
  }
  return {
    apiPort: typeof api.port === 'number' ? api.port : null,
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : null,
    storageFileSizeLimit: parseSize(storage.file_size_limit),
    buckets,
  };
}

export async function readSupabaseConfig(path: string = SUPABASE_CONFIG_PATH): Promise<SupabaseConfig> {
  return parseSupabaseConfig(await readFile(path, 'utf8'));
}
