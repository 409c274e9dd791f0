// The `subscribe` Edge Function (Deno, Supabase's convention): handler.ts decides, this file
// connects it to Deno's server, sockets and environment. Secrets (`supabase secrets set`):
//   SITE_URL, SITE_NAME, MAIL_FROM, SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS;
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase itself.
// Nothing is imported from the internet: the SMTP client is ours (../_shared/smtp.ts).
import { sendSmtp, type SmtpConnection } from '../_shared/smtp.ts';
import { DatabaseError, handleRequest, type SubscribeDependencies } from './handler.ts';

function setting(name: string, fallback?: string): string {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined || value === '') throw new Error(`The subscribe function needs the secret ${name}`);
  return value;
}

const supabaseUrl = setting('SUPABASE_URL').replace(/\/$/, '');
const serviceRoleKey = setting('SUPABASE_SERVICE_ROLE_KEY');
const siteUrl = setting('SITE_URL');
const smtp = {
  host: setting('SMTP_HOST'),
  port: Number(setting('SMTP_PORT', '587')),
  user: Deno.env.get('SMTP_USER'),
  password: Deno.env.get('SMTP_PASS'),
  clientName: new URL(siteUrl).hostname,
};

/** A Deno socket as the SMTP client wants it; port 465 speaks TLS from the start. */
async function connect(host: string, port: number): Promise<SmtpConnection> {
  const wrap = (conn: Deno.Conn, secure: boolean): SmtpConnection => ({
    readable: conn.readable,
    writable: conn.writable,
    secure,
    startTls: async () => wrap(await Deno.startTls(conn as Deno.TcpConn, { hostname: host }), true),
    close: () => {
      try {
        conn.close();
      } catch {
        // Already closed by the server after QUIT.
      }
    },
  });
  return port === 465 ? wrap(await Deno.connectTls({ hostname: host, port }), true) : wrap(await Deno.connect({ hostname: host, port }), false);
}

/** PostgREST's RPC call (PostgREST docs, "Functions as RPC"): named arguments as a JSON object. */
async function callDatabase(name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new DatabaseError(`${name}: ${response.status} ${body?.message ?? ''}`, String(body?.code ?? response.status));
  return body;
}

const runtime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime;

const deps: SubscribeDependencies = {
  config: {
    siteUrl,
    siteName: setting('SITE_NAME', new URL(siteUrl).hostname),
    functionUrl: `${supabaseUrl}/functions/v1/subscribe`,
    mailFrom: setting('MAIL_FROM'),
  },
  callDatabase,
  sendMail: (envelope, message) => sendSmtp(smtp, connect, envelope, message),
  // Outside Supabase's runtime (the local backend runs plain Deno) a pending promise keeps the
  // process alive by itself.
  runAfterResponse: (task) => runtime?.waitUntil(task),
  log: (line) => console.error(line),
  now: () => new Date(),
};

// The local backend picks a port and names it; on Supabase the runtime decides.
const localPort = Deno.env.get('LOCAL_FUNCTION_PORT');
Deno.serve(localPort ? { port: Number(localPort), hostname: '127.0.0.1' } : {}, (request) => handleRequest(request, deps));
