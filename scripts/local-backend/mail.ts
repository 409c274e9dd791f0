// `npm run mail`: what the local mail catcher kept, newest first, with each email's links, so a
// developer can follow a confirmation or unsubscribe link without an inbox.
import { caughtMail, LOCAL_MAIL_DIR } from './mail-catcher.ts';

const messages = (await caughtMail(LOCAL_MAIL_DIR)).toReversed();

console.log(`Mail caught locally (${messages.length}), newest first, from ${LOCAL_MAIL_DIR}`);
if (messages.length === 0) console.log('None yet: subscribe on /blog or /status-updates while `npm run dev` runs.');
for (const message of messages) {
  console.log(`\n${message.receivedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC  to ${message.to}`);
  console.log(`  Subject: ${message.subject}`);
  for (const link of message.links) console.log(`  Link:    ${link}`);
}
