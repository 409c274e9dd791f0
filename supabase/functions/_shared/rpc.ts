// The functions reach the database the way Supabase documents: PostgREST's RPC (named arguments
// as a JSON object), with the service-role key Supabase gives every function.

export class DatabaseError extends Error {
  /** PostgREST's code: the SQLSTATE, or PGRST… for its own refusals. */
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.name = 'DatabaseError';
    this.code = code;
  }
}

export type CallDatabase = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** Calls `public.<name>`; a refusal throws a DatabaseError with PostgREST's code (SQLSTATE). */
export function databaseCaller(supabaseUrl: string, serviceRoleKey: string): CallDatabase {
  return async (name, args) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new DatabaseError(`${name}: ${response.status} ${body?.message ?? ''}`, String(body?.code ?? response.status));
    return body;
  };
}
