// The `send-email` Edge Function (Deno): handler.ts decides, this file connects it to Deno's
// server, sockets and environment. Secrets (`supabase secrets set`, docs/backend.md "Email on a hosted
// project"): SITE_URL, SITE_NAME, MAIL_FROM, SMTP_URL, SALES_INBOX, HIRING_INBOX;
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by Supabase itself.
// Nothing is imported from the internet: the SMTP client is ours (../_shared/smtp.ts).
import { databaseCaller } from '../_shared/rpc.ts';
import { secretReader } from '../_shared/secrets.ts';
import { sendSmtp, smtpSettingsFromUrl, type SmtpConnection } from '../_shared/smtp.ts';
import { handleRequest, type SenderDependencies } from './handler.ts';

const secret = secretReader((name) => Deno.env.get(name));
const supabaseUrl = secret('SUPABASE_URL').replace(/\/$/, '');
const serviceRoleKey = secret('SUPABASE_SERVICE_ROLE_KEY');
const siteUrl = secret('SITE_URL');
// A server that hangs fails one email after this timeout, so a whole batch (handler.ts) ends
// inside the lease take_due_emails gives it.
const smtp = { ...smtpSettingsFromUrl(secret('SMTP_URL'), new URL(siteUrl).hostname), timeoutMs: 20_000 };

async function connect(hostname: string, port: number, tls: boolean): Promise<SmtpConnection> {
  const wrap = (conn: Deno.Conn, secure: boolean): SmtpConnection => ({
    readable: conn.readable,
    writable: conn.writable,
    secure,
    startTls: async () => wrap(await Deno.startTls(conn as Deno.TcpConn, { hostname }), true),
    close: () => {
      try {
        conn.close();
      } catch {
        // Already closed by the server after QUIT, or by the timeout.
      }
    },
  });
  return tls ? wrap(await Deno.connectTls({ hostname, port }), true) : wrap(await Deno.connect({ hostname, port }), false);
}

/** Storage's signed URL (Storage API `POST /object/sign/{bucket}/{path}`), as supabase-js's createSignedUrl makes it. */
async function signedFileUrl(bucket: string, path: string, seconds: number): Promise<string> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/sign/${bucket}/${path}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ expiresIn: seconds }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || typeof body?.signedURL !== 'string') {
    throw new Error(`Signing ${bucket}/${path}: ${response.status} ${body?.message ?? ''}`);
  }
  return `${supabaseUrl}/storage/v1${body.signedURL}`;
}

const deps: SenderDependencies = {
  config: {
    siteUrl,
    siteName: secret('SITE_NAME', new URL(siteUrl).hostname),
    mailFrom: secret('MAIL_FROM'),
    functionsUrl: `${supabaseUrl}/functions/v1`,
    teamInboxes: { sales: secret('SALES_INBOX'), hiring: secret('HIRING_INBOX') },
    serviceRoleKey,
  },
  callDatabase: databaseCaller(supabaseUrl, serviceRoleKey),
  signedFileUrl,
  sendMail: (envelope, message) => sendSmtp(smtp, connect, envelope, message),
  log: (line) => console.error(line),
  now: () => new Date(),
};

// The local backend picks a port and names it; on Supabase the runtime decides.
const localPort = Deno.env.get('LOCAL_FUNCTION_PORT');
Deno.serve(localPort ? { port: Number(localPort), hostname: '127.0.0.1' } : {}, (request) => handleRequest(request, deps));
