// `npm run mail`: what the local mail catcher kept, newest first, with each email's links, so a
// developer can follow a confirmation or unsubscribe link without an inbox.
import { join, resolve } from 'node:path';
import { DATA_DIR } from './database.ts';
import { caughtMail } from './mail-catcher.ts';

const mailDir = join(resolve(process.env.LOCAL_BACKEND_DATA_DIR ?? DATA_DIR), 'mail');
const messages = (await caughtMail(mailDir)).toReversed();

console.log(`Mail caught locally (${messages.length}), newest first, from ${mailDir}`);
if (messages.length === 0) console.log('None yet: subscribe on /blog or /status-updates while `npm run dev` runs.');
for (const message of messages) {
  console.log(`\n${message.receivedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC  to ${message.to}`);
  console.log(`  Subject: ${message.subject}`);
  for (const link of message.links) console.log(`  Link:    ${link}`);
}
