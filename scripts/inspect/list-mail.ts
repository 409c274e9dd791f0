// `npm run mail`: what the local mail catcher kept, newest first, with each email's text and links,
// so a developer can follow a confirmation or unsubscribe link without an inbox. `--json` prints
// the same list, and nothing else, for a script to read.
import { caughtMail, LOCAL_MAIL_DIR } from '../local-backend/mail-catcher.ts';

const messages = (await caughtMail(LOCAL_MAIL_DIR)).toReversed();

if (process.argv.includes('--json')) {
  const list = messages.map(({ receivedAt, from, to, recipients, replyTo, subject, text, links, messageId, headers }) => ({
    receivedAt,
    from,
    to,
    recipients,
    // null rather than left out, so every object has the same fields.
    replyTo: replyTo ?? null,
    subject,
    text,
    links,
    messageId: messageId ?? null,
    headers,
  }));
  console.log(JSON.stringify(list, null, 2));
} else {
  console.log(`Mail caught locally (${messages.length}), newest first, from ${LOCAL_MAIL_DIR}`);
  if (messages.length === 0) console.log('None yet: send a form or subscribe on the site while `npm run dev` runs.');
  for (const message of messages) {
    console.log(`\n${message.receivedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`);
    console.log(`  From:    ${message.from}`);
    // Mail kept before envelopes were has only its To header to go by.
    console.log(`  To:      ${message.recipients.join(', ') || message.to}`);
    if (message.replyTo) console.log(`  Reply-To: ${message.replyTo}`);
    console.log(`  Subject: ${message.subject}\n`);
    for (const line of message.text.trimEnd().split('\n')) console.log(line ? `    ${line}` : '');
    if (message.links.length > 0) console.log('');
    for (const link of message.links) console.log(`  Link:    ${link}`);
  }
}
