// The local mail catcher: an SMTP server on the Supabase CLI's mail port (`LOCAL_SMTP_PORT`,
// `[inbucket]` in supabase/config.toml) that accepts every message and keeps it as a .eml file, its
// envelope in a .json file beside it, so the functions send real SMTP locally and nobody's inbox
// is touched. `npm run mail` and the e2e tests read the files back with `caughtMail`.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { DATA_DIR } from './database.ts';

/** Where `npm run backend` (and so dev, preview and the e2e tests) keeps caught mail. */
export const LOCAL_MAIL_DIR = join(resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DATA_DIR), 'mail');

export interface MailCatcher {
  port: number;
  close(): Promise<void>;
}

/** What MAIL FROM and RCPT TO said, which the message's own headers need not repeat. */
interface Envelope {
  mailFrom: string;
  rcptTo: string[];
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
  const server = new SMTPServer({
    banner: 'local mail catcher',
    // Our client (supabase/functions/_shared/smtp.ts) upgrades whenever STARTTLS is offered, and
    // there is no certificate here; it sends AUTH only when it has a user, and has none locally.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: 25 * 1024 * 1024,
    // Every client is on this machine: nothing to learn from DNS, and no network to ask.
    disableReverseLookup: true,
    logger: false,
    // A client in the middle of a message gets a moment to finish it; then it is told 421.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, 'Message too big to keep'));
        keep(mailDir, Buffer.concat(chunks), envelopeOf(session)).then(
          () => callback(null, 'OK: kept'),
          () => callback(smtpError(451, 'Could not keep the message')),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that drops its connection is no reason to stop catching everyone else's mail.
  server.on('error', () => {});
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function envelopeOf(session: SMTPServerSession): Envelope {
  const { mailFrom, rcptTo } = session.envelope;
  return { mailFrom: mailFrom ? mailFrom.address : '', rcptTo: rcptTo.map(({ address }) => address) };
}

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

let lastStamp = 0;

/**
 * Keeps a message before the 250 is sent, so whoever reads the folder after it finds the message.
 * File names sort in arrival order: the time in milliseconds, made to grow for messages that arrive
 * within the same one.
 */
async function keep(mailDir: string, message: Buffer, envelope: Envelope): Promise<void> {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  const base = join(mailDir, `${lastStamp}-${Math.random().toString(36).slice(2, 8)}`);
  await writeFile(`${base}.json`, JSON.stringify(envelope));
  // Renamed into place whole, so a reader polling the folder never parses half a message.
  await writeFile(`${base}.eml.partial`, message);
  await rename(`${base}.eml.partial`, `${base}.eml`);
}

export interface CaughtMail {
  file: string;
  receivedAt: Date;
  /** Header names in lower case, values as written (folded lines joined, nothing decoded). */
  headers: Record<string, string>;
  /** The From header as written, e.g. `Voxa <updates@voxa.ai>`, a name outside ASCII decoded. */
  from: string;
  /** The To header's addresses, e.g. `a@example.com` (comma-separated if more than one). */
  to: string;
  /** The envelope's RCPT TO addresses: where the message was actually sent. */
  recipients: string[];
  replyTo: string | undefined;
  /** With its angle brackets, as in the header. */
  messageId: string | undefined;
  subject: string;
  text: string;
  /** Every http(s) link in the text and the List-Unsubscribe header, in order. */
  links: string[];
}

/** The messages kept in `mailDir`, oldest first. */
export async function caughtMail(mailDir: string): Promise<CaughtMail[]> {
  let names: string[];
  try {
    names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    names.map(async (name) => {
      const file = join(mailDir, name);
      return parseMail(file, await readFile(file), await readEnvelope(file));
    }),
  );
}

/** The envelope kept beside a message; mail caught before envelopes were kept has none. */
async function readEnvelope(emlFile: string): Promise<Envelope | undefined> {
  try {
    return JSON.parse(await readFile(emlFile.replace(/\.eml$/, '.json'), 'utf8')) as Envelope;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** One message as `caughtMail` reads it; `file` is where it was kept, named by its arrival time. */
export async function parseMail(file: string, raw: string | Buffer, envelope?: Envelope): Promise<CaughtMail> {
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
  const headers = Object.fromEntries(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );
  const text = parsed.text ?? '';
  const links = [...`${text}\n${headers['list-unsubscribe'] ?? ''}`.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => link);
  return {
    file,
    receivedAt: new Date(Number(/(\d+)-[^/\\]*\.eml$/.exec(file)?.[1] ?? 0)),
    headers,
    from: mailboxes(parsed.from) ?? '',
    to: addresses(parsed.to) ?? '',
    recipients: envelope?.rcptTo ?? [],
    replyTo: addresses(parsed.replyTo),
    messageId: parsed.messageId,
    subject: parsed.subject ?? '',
    text,
    links,
  };
}

/** An address header's bare addresses, e.g. `a@example.com, b@example.com`. */
function addresses(header: AddressObject | AddressObject[] | undefined): string | undefined {
  return (
    header &&
    entriesOf(header)
      .map(({ address }) => address)
      .join(', ')
  );
}

/** An address header as a person reads it, e.g. `Voxa <updates@voxa.ai>`. */
function mailboxes(header: AddressObject | AddressObject[] | undefined): string | undefined {
  return (
    header &&
    entriesOf(header)
      .map(({ name, address }) => (name ? `${name} <${address}>` : address))
      .join(', ')
  );
}

/** The mailboxes of an address header, the members of a group included. */
function entriesOf(header: AddressObject | AddressObject[]): EmailAddress[] {
  return [header]
    .flat()
    .flatMap(({ value }) => value)
    .flatMap((entry) => entry.group ?? [entry])
    .filter(({ address }) => address);
}
