// A small SMTP client (RFC 5321) over any byte stream, so the Edge Function sends mail without
// fetching a library at run time: EHLO, STARTTLS when the server offers it (RFC 3207), AUTH PLAIN
// (RFC 4616), MAIL/RCPT/DATA with dot-stuffing, QUIT. index.ts gives it Deno's sockets; the
// tests give it Node's.
import { base64Utf8 } from './email.ts';

/** One connection to the server: its two streams, and how to turn it into TLS. */
export interface SmtpConnection {
  readable: ReadableStream<Uint8Array>;
  writable: WritableStream<Uint8Array>;
  /** True once the bytes travel encrypted (implicit TLS on port 465, or after STARTTLS). */
  secure: boolean;
  /** Upgrades after the server said yes to STARTTLS; the streams' locks are released first. */
  startTls(): Promise<SmtpConnection>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://, port 465); otherwise STARTTLS whenever the server offers it. */
  tls: boolean;
  user?: string;
  password?: string;
  /** The name this client gives in EHLO. */
  clientName: string;
  /** A server that stops answering fails the send (temporarily) after this long. */
  timeoutMs?: number;
}

/**
 * The one SMTP setting, `SMTP_URL`: `smtp://user:password@host:587` (STARTTLS when offered) or
 * `smtps://user:password@host:465` (TLS from the start); user and password are URL-encoded.
 */
export function smtpSettingsFromUrl(smtpUrl: string, clientName: string): SmtpSettings {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}`);
  }
  const tls = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    tls,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    clientName,
  };
}

/**
 * A refusal that sending again cannot change (SMTP 5xx: no such mailbox, message refused). No
 * connection, a timeout or a 4xx reply is temporary: the outbox tries again later.
 */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof SmtpError && error.code !== undefined && error.code >= 500 && error.code < 600;
}

export interface Envelope {
  from: string;
  to: string;
}

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

/**
 * Sends one message (`message`: the headers and body, lines ending in CRLF or LF) and closes
 * the connection, or throws an SmtpError naming the step that failed.
 */
export async function sendSmtp(
  settings: SmtpSettings,
  connect: (host: string, port: number, tls: boolean) => Promise<SmtpConnection>,
  envelope: Envelope,
  message: string,
): Promise<void> {
  const timeoutMs = settings.timeoutMs ?? 30_000;
  let connection: SmtpConnection | undefined;
  let timedOut!: () => void;
  const timeout = new Promise<never>((_, reject) => {
    timedOut = () => reject(new SmtpError(`${settings.host}:${settings.port} did not answer within ${timeoutMs / 1000} s`));
  });
  // The limit covers connecting too: a host that never answers would otherwise hold the batch.
  // Closing the connection makes a pending read fail, which ends the conversation.
  const timer = setTimeout(() => {
    timedOut();
    connection?.close();
  }, timeoutMs);
  try {
    await Promise.race([
      timeout,
      (async () => {
        connection = await connect(settings.host, settings.port, settings.tls);
        await converse(settings, connection, envelope, message, (upgraded) => (connection = upgraded));
      })(),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function converse(
  settings: SmtpSettings,
  first: SmtpConnection,
  envelope: Envelope,
  message: string,
  upgraded: (connection: SmtpConnection) => void,
): Promise<void> {
  let connection = first;
  let session = new SmtpSession(connection);
  try {
    await session.expect(null, [220], 'greeting');
    let capabilities = await session.ehlo(settings.clientName);
    if (!connection.secure && capabilities.has('STARTTLS')) {
      await session.expect('STARTTLS', [220], 'STARTTLS');
      session.release();
      connection = await connection.startTls();
      upgraded(connection);
      session = new SmtpSession(connection);
      // RFC 3207 §4.2: forget what was learnt before TLS and ask again.
      capabilities = await session.ehlo(settings.clientName);
    }
    if (settings.user) {
      // A password sent in the clear could be read on the way, except to this machine itself.
      if (!connection.secure && !LOOPBACK.test(settings.host)) {
        throw new SmtpError(`${settings.host} offers no TLS; refusing to send the SMTP password unencrypted`);
      }
      const credentials = base64Utf8(`\0${settings.user}\0${settings.password ?? ''}`);
      await session.expect(`AUTH PLAIN ${credentials}`, [235], 'AUTH PLAIN');
    }
    await session.expect(`MAIL FROM:<${bareAddress(envelope.from)}>`, [250], 'MAIL FROM');
    await session.expect(`RCPT TO:<${bareAddress(envelope.to)}>`, [250, 251], 'RCPT TO');
    await session.expect('DATA', [354], 'DATA');
    await session.expect(dotStuff(message), [250], 'message');
    // The message is accepted: a QUIT that goes wrong must not make it look unsent.
    await session.expect('QUIT', [221], 'QUIT').catch(() => {});
  } finally {
    session.release();
    connection.close();
  }
}

/**
 * The message as DATA carries it (RFC 5321 §4.5.2): CRLF line ends, a dot doubled at the start of
 * a line so no line can end the message early, then the closing line with a single dot.
 */
export function dotStuff(message: string): string {
  const lines = message.replace(/\r?\n$/, '').split(/\r?\n/);
  return `${lines.map((line) => (line.startsWith('.') ? `.${line}` : line)).join('\r\n')}\r\n.`;
}

/** `Name <a@b.c>` → `a@b.c`; a bare address stays as it is. */
export function bareAddress(address: string): string {
  return /<([^>]*)>\s*$/.exec(address)?.[1] ?? address.trim();
}

/** Commands and replies on one connection; a reply is one or more lines `250-…` ending with `250 …`. */
class SmtpSession {
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private buffered = '';
  private decoder = new TextDecoder();
  private encoder = new TextEncoder();

  constructor(connection: SmtpConnection) {
    this.reader = connection.readable.getReader();
    this.writer = connection.writable.getWriter();
  }

  /** Sends `command` (none for the greeting) and checks the reply's code; returns its lines. */
  async expect(command: string | null, codes: number[], step: string): Promise<string[]> {
    if (command !== null) await this.writer.write(this.encoder.encode(`${command}\r\n`));
    const { code, lines } = await this.reply();
    if (!codes.includes(code)) throw new SmtpError(`SMTP ${step} refused: ${lines.join(' / ')}`, code);
    return lines;
  }

  /** EHLO, and the extensions the server offers (upper case keywords). */
  async ehlo(clientName: string): Promise<Set<string>> {
    const lines = await this.expect(`EHLO ${clientName}`, [250], 'EHLO');
    return new Set(lines.slice(1).map((line) => line.slice(4).split(' ')[0]!.toUpperCase()));
  }

  release(): void {
    this.reader.releaseLock();
    this.writer.releaseLock();
  }

  private async reply(): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.line();
      lines.push(line);
      if (!/^\d{3}[ -]/.test(line) && !/^\d{3}$/.test(line)) throw new SmtpError(`Not an SMTP reply: ${line}`);
      if (line[3] !== '-') return { code: Number(line.slice(0, 3)), lines };
    }
  }

  private async line(): Promise<string> {
    for (;;) {
      const end = this.buffered.indexOf('\r\n');
      if (end !== -1) {
        const line = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        return line;
      }
      const { value, done } = await this.reader.read();
      if (done) throw new SmtpError('The SMTP server closed the connection');
      this.buffered += this.decoder.decode(value, { stream: true });
    }
  }
}
