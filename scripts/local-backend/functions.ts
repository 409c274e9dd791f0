// The Edge Functions in supabase/functions/, each run by Deno (the `deno` npm package) as its own
// process, behind /functions/v1/<name> as on Supabase. The code is the code deployed; only its
// secrets differ: it reaches this backend and, unless SMTP_URL says otherwise, the local mail
// catcher.
import { spawn, type ChildProcess } from 'node:child_process';
import { on, once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { BRAND, DOMAIN } from '../../src/site.ts';
import { sendJson } from './http.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
const DENO = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url));

export interface FunctionSettings {
  /** Where the site runs: the links in emails and the origin allowed to call. */
  siteUrl: string;
  /** Where the functions send mail (`smtp://…`, the functions' one SMTP setting). */
  smtpUrl: string;
}

export interface EdgeFunctions {
  /** Passes a request for /functions/v1/<name>/… on to the function, as Supabase's relay does. */
  forward(req: IncomingMessage, res: ServerResponse, path: string): void;
  close(): Promise<void>;
}

const PROJECT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A setting the functions take from `supabase secrets set` on a hosted project, here from the
 * environment, then `.env`, then the local defaults in `.env.example`; '' when none has it.
 */
export function localSetting(name: string, env: NodeJS.ProcessEnv = process.env, dir = PROJECT_DIR): string {
  const files = ['.env', '.env.example'].map((file) => join(dir, file)).filter((file) => existsSync(file));
  return [env[name], ...files.map((file) => parseEnv(readFileSync(file, 'utf8'))[name])].find(Boolean) ?? '';
}

/** The functions' mail secrets. */
export function localMailSecrets(): Record<string, string> {
  return {
    MAIL_FROM: localSetting('MAIL_FROM') || `${BRAND} <updates@${DOMAIN}>`,
    SALES_INBOX: localSetting('SALES_INBOX'),
    HIRING_INBOX: localSetting('HIRING_INBOX'),
  };
}

/** Function folders: `_shared` and other underscore folders hold code they share (Supabase's convention). */
export function functionNames(): string[] {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(FUNCTIONS_DIR, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

export async function startEdgeFunctions(
  supabaseUrl: string,
  { siteUrl, smtpUrl }: FunctionSettings,
  log: (line: string) => void,
): Promise<EdgeFunctions> {
  const mailSecrets = localMailSecrets();
  const running = new Map<string, { port: number; child: ChildProcess }>();
  try {
    for (const name of functionNames()) {
      const child = spawn(DENO, ['run', '--no-prompt', '--no-lock', '--allow-net', '--allow-env', join(FUNCTIONS_DIR, name, 'index.ts')], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_DIR: process.env.DENO_DIR,
          DENO_NO_UPDATE_CHECK: '1',
          // 0: the system picks a free port, which Deno.serve then reports.
          LOCAL_FUNCTION_PORT: '0',
          SUPABASE_URL: supabaseUrl,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
          SITE_URL: siteUrl,
          SITE_NAME: BRAND,
          SMTP_URL: smtpUrl,
          ...mailSecrets,
        },
      });
      child.stderr?.setEncoding('utf8').on('data', (text: string) => {
        for (const line of text.trimEnd().split('\n')) log(`functions/${name}: ${line}`);
      });
      running.set(name, { child, port: await listeningPort(child, name) });
    }
  } catch (error) {
    for (const { child } of running.values()) child.kill();
    throw error;
  }

  return {
    forward(req, res, path) {
      const name = path.split(/[/?]/, 1)[0]!;
      const target = running.get(name);
      if (!target) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      // The visitor's address as Supabase's relay passes it: from the connection, never from
      // what the client put in the header itself.
      const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
      const upstream = httpRequest({ host: '127.0.0.1', port: target.port, method: req.method, path: `/${path}`, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', (error) => {
        log(`functions/${name}: ${error.message}`);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `The ${name} function did not answer` }));
      });
      req.pipe(upstream);
    },
    async close() {
      await Promise.all(
        [...running.values()].map(async ({ child }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        }),
      );
    },
  };
}

/** The port Deno.serve names on stderr ("Listening on http://…:port/") once Deno has compiled and started the function. */
async function listeningPort(child: ChildProcess, name: string): Promise<number> {
  // A timer of our own rather than AbortSignal.timeout(), so a test's fake clock governs it.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), 30_000);
  try {
    for await (const [text] of on(child.stderr!, 'data', { close: ['end'], signal: deadline.signal })) {
      const port = /Listening on \S+:(\d+)\//.exec(String(text))?.[1];
      if (port) return Number(port);
    }
  } catch (error) {
    child.kill();
    throw new Error(`The ${name} function did not start within 30 s`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`The ${name} function stopped while starting`);
}
