// The local mail catcher: an SMTP server on the Supabase CLI's mail port (54325, `[inbucket]` in
// supabase/config.toml) that accepts every message and keeps it as a .eml file, so the `subscribe`
// function sends real SMTP locally and nobody's inbox is touched. `npm run mail` and the e2e tests
// read the files back with `caughtMail`.
import { writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { DATA_DIR } from './database.ts';

/** Where `npm run backend` (and so dev, preview and the e2e tests) keeps caught mail. */
export const LOCAL_MAIL_DIR = join(resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DATA_DIR), 'mail');

export interface MailCatcher {
  port: number;
  close(): Promise<void>;
}

export async function startMailCatcher({
  port,
  host = '127.0.0.1',
  mailDir,
}: {
  port: number;
  host?: string;
  mailDir: string;
}): Promise<MailCatcher> {
  await mkdir(mailDir, { recursive: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, mailDir);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** One SMTP session (RFC 5321 §4.1): greeting, EHLO, MAIL, RCPT, DATA until "<CRLF>.<CRLF>", QUIT. */
function converse(socket: Socket, mailDir: string): void {
  socket.on('error', () => socket.destroy());
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffered = '';
  let data: string[] | null = null;

  reply('220 local mail catcher ESMTP');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\r\n'); end !== -1; end = buffered.indexOf('\r\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (data) {
        if (line !== '.') {
          // Undo dot-stuffing: a line the sender started with a dot got a second one.
          data.push(line.startsWith('.') ? line.slice(1) : line);
          continue;
        }
        const message = `${data.join('\r\n')}\r\n`;
        data = null;
        try {
          // Written before the reply, so whoever reads the folder after the 250 finds it.
          writeFileSync(join(mailDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`), message);
          reply('250 OK: kept');
        } catch {
          reply('451 Could not keep the message');
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-local mail catcher\r\n250 8BITMIME');
      else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else if (verb === 'DATA') {
        data = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }
  });
}

export interface CaughtMail {
  file: string;
  receivedAt: Date;
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the text and the List-Unsubscribe header, in order. */
  links: string[];
}

/** The messages kept in `mailDir`, oldest first. */
export async function caughtMail(mailDir: string): Promise<CaughtMail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (name) => parseMail(join(mailDir, name), await readFile(join(mailDir, name), 'utf8'))));
}

export function parseMail(file: string, raw: string): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const text = /base64/i.test(headers['content-transfer-encoding'] ?? '')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  const links = [...`${text}\n${headers['list-unsubscribe'] ?? ''}`.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => link);
  return {
    file,
    receivedAt: new Date(Number(/(\d+)-[^/\\]*\.eml$/.exec(file)?.[1] ?? 0)),
    headers,
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    text,
    links,
  };
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`), as email.ts writes a subject outside ASCII. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?b\?([^?]*)\?=/gi, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'));
}
