// The local mail catcher over real sockets: what our SMTP client sends is what `caughtMail` and
// `npm run mail` give back, and a message is on disk by the time its sender hears 250.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caughtMail, startMailCatcher, type MailCatcher } from '../../../scripts/local-backend/mail-catcher.ts';
import { buildEmail } from '../../../supabase/functions/_shared/email.ts';
import { dotStuff, sendSmtp } from '../../../supabase/functions/_shared/smtp.ts';
import { nodeConnect } from '../node-smtp.ts';

const MAIL_SCRIPT = fileURLToPath(new URL('../../../scripts/inspect/list-mail.ts', import.meta.url));
let dataDir: string;
let mailDir: string;
let catcher: MailCatcher;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-catcher-test-'));
  mailDir = join(dataDir, 'mail');
  catcher = await startMailCatcher({ port: 0, mailDir });
});

afterAll(async () => {
  await catcher?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const send = (to: string, message: string) =>
  sendSmtp(
    { host: '127.0.0.1', port: catcher.port, tls: false, clientName: 'test' },
    nodeConnect,
    { from: 'Voxa <updates@voxa.ai>', to },
    message,
  );

/**
 * An SMTP session typed by hand, for what our client never does (more than one RCPT TO) and to
 * look at the folder between the 250 and QUIT. `command` answers with the reply's last line.
 */
async function handTypedSession() {
  const socket = netConnect({ host: '127.0.0.1', port: catcher.port });
  const lines = createInterface({ input: socket, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const reply = async () => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('The catcher closed the connection');
      if (/^\d{3} /.test(value)) return value as string;
    }
  };
  await reply();
  return {
    async command(line: string) {
      socket.write(`${line}\r\n`);
      return reply();
    },
    close: () => socket.destroy(),
  };
}

const caughtWithSubject = async (subject: string) => (await caughtMail(mailDir)).filter((mail) => mail.subject === subject);

describe('the mail catcher', () => {
  it('gives back what our client sent: subject and text outside ASCII, a leading dot, links, headers', async () => {
    const text = 'Здравейте!\n.a line starting with a dot\n..and one with two\nConfirm: https://example.com/confirm?token=1\n';
    const message = buildEmail({
      from: 'Voxa <updates@voxa.ai>',
      to: 'ivana@example.com',
      subject: 'Здравейте от Voxa',
      text,
      unsubscribeUrl: 'https://example.com/unsubscribe?token=2',
      messageId: '<greeting-1@voxa.ai>',
      date: new Date('2026-11-24T10:00:00Z'),
    });
    await send('ivana@example.com', message);
    const [mail, ...others] = await caughtWithSubject('Здравейте от Voxa');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: 'Voxa <updates@voxa.ai>',
      to: 'ivana@example.com',
      recipients: ['ivana@example.com'],
      replyTo: undefined,
      text,
      links: ['https://example.com/confirm?token=1', 'https://example.com/unsubscribe?token=2'],
    });
    expect(mail!.messageId).toBe('<greeting-1@voxa.ai>');
    expect(mail!.headers).toMatchObject({
      'message-id': mail!.messageId,
      'list-unsubscribe': '<https://example.com/unsubscribe?token=2>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      date: 'Tue, 24 Nov 2026 10:00:00 +0000',
      'content-type': 'text/plain; charset=utf-8',
    });
    expect(mail!.headers.subject).toMatch(/^=\?UTF-8\?B\?.+\?=$/);
  });

  it('keeps every RCPT TO of the envelope, whatever the To header says, Reply-To, and a sender’s encoded name', async () => {
    const session = await handTypedSession();
    expect(await session.command('EHLO test')).toMatch(/^250 /);
    expect(await session.command('MAIL FROM:<updates@voxa.ai>')).toMatch(/^250 /);
    expect(await session.command('RCPT TO:<first@example.com>')).toMatch(/^250 /);
    expect(await session.command('RCPT TO:<second@example.com>')).toMatch(/^250 /);
    expect(await session.command('DATA')).toMatch(/^354 /);
    const message = [
      `From: =?UTF-8?B?${Buffer.from('Вокса').toString('base64')}?= <updates@voxa.ai>`,
      'To: first@example.com',
      'Reply-To: Help <help@voxa.ai>',
      'Subject: Two recipients',
      '',
      'Hello',
      '',
    ].join('\r\n');
    expect(await session.command(dotStuff(message))).toMatch(/^250 /);
    session.close();
    const [mail] = await caughtWithSubject('Two recipients');
    expect(mail).toMatchObject({
      from: 'Вокса <updates@voxa.ai>',
      to: 'first@example.com',
      recipients: ['first@example.com', 'second@example.com'],
      replyTo: 'help@voxa.ai',
      text: 'Hello\n',
    });
  });

  it('has the message on disk, whole, by the time the client hears 250', async () => {
    const session = await handTypedSession();
    for (const line of ['EHLO test', 'MAIL FROM:<a@example.com>', 'RCPT TO:<b@example.com>', 'DATA']) await session.command(line);
    const message = 'Subject: On disk\r\nTo: b@example.com\r\n\r\nFirst line\r\n.\r\n.second\r\n';
    const before = new Set(await readdir(mailDir));
    expect(await session.command(dotStuff(message))).toMatch(/^250 /);
    const added = (await readdir(mailDir)).filter((name) => !before.has(name)).sort();
    session.close();
    expect(added).toHaveLength(2);
    const [eml, envelope] = [added.find((name) => name.endsWith('.eml'))!, added.find((name) => name.endsWith('.json'))!];
    expect(eml.replace(/\.eml$/, '')).toBe(envelope.replace(/\.json$/, ''));
    expect(await readFile(join(mailDir, eml), 'utf8')).toBe(message);
    expect(JSON.parse(await readFile(join(mailDir, envelope), 'utf8'))).toEqual({ mailFrom: 'a@example.com', rcptTo: ['b@example.com'] });
  });

  it('lists messages oldest first', async () => {
    for (const number of [1, 2, 3]) await send('order@example.com', `Subject: In order\r\nX-Number: ${number}\r\n\r\n${number}\r\n`);
    const numbers = (await caughtWithSubject('In order')).map((mail) => mail.headers['x-number']);
    expect(numbers).toEqual(['1', '2', '3']);
  });

  it('finds nothing in a folder that does not exist', async () => {
    expect(await caughtMail(join(dataDir, 'no-such-folder'))).toEqual([]);
  });

  it('closes promptly while a client holds a connection open', async () => {
    const other = await startMailCatcher({ port: 0, mailDir: join(dataDir, 'other') });
    const idle = netConnect({ host: '127.0.0.1', port: other.port });
    await new Promise((resolve) => idle.once('data', resolve));
    const started = Date.now();
    await other.close();
    idle.destroy();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('npm run mail', () => {
  const run = (dir: string, ...args: string[]) =>
    spawnSync(process.execPath, [MAIL_SCRIPT, ...args], {
      env: { ...process.env, LOCAL_BACKEND_DATA_DIR: dir },
      encoding: 'utf8',
    });

  it('prints the caught mail as JSON with --json, newest first, and nothing else', async () => {
    await send(
      'json@example.com',
      'From: Voxa <updates@voxa.ai>\r\nTo: json@example.com\r\nSubject: As JSON\r\nMessage-ID: <json@voxa.ai>\r\n\r\nSee https://example.com/a\r\n',
    );
    const { stdout, status } = run(dataDir, '--json');
    expect(status).toBe(0);
    const list = JSON.parse(stdout) as Record<string, unknown>[];
    expect(list).toHaveLength((await caughtMail(mailDir)).length);
    expect(list[0]).toEqual({
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      from: 'Voxa <updates@voxa.ai>',
      to: 'json@example.com',
      recipients: ['json@example.com'],
      replyTo: null,
      subject: 'As JSON',
      text: 'See https://example.com/a\n',
      links: ['https://example.com/a'],
      messageId: '<json@voxa.ai>',
      headers: { from: 'Voxa <updates@voxa.ai>', to: 'json@example.com', subject: 'As JSON', 'message-id': '<json@voxa.ai>' },
    });
  });

  it('shows a person the sender, recipients, subject, text and links, or says there is none yet', async () => {
    const { stdout } = run(dataDir);
    expect(stdout).toContain(
      '  From:    Voxa <updates@voxa.ai>\n  To:      json@example.com\n  Subject: As JSON\n\n    See https://example.com/a\n',
    );
    expect(stdout).toContain('  Link:    https://example.com/a');
    expect(run(join(dataDir, 'empty')).stdout).toMatch(/\(0\)[^\n]*\nNone yet/);
  });
});
