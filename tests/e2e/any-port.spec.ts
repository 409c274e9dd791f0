// A newcomer with another program on the usual port: `npm run preview` (and `npm run dev`) serve the
// site on the next free one, and its forms still reach the backend. While this suite runs, its own
// preview holds the usual port and its backend runs already, so a second preview is exactly that case.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';
import { emailsTo, ownerRows, uniqueEmail, waitForIsland } from './helpers';

test('a second preview moves to a free port, and subscribing from it works', async ({ page, baseURL }) => {
  test.slow();
  const child = spawn(process.execPath, ['scripts/dev/serve.ts', 'preview'], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /http:\/\/localhost:(\d+)/.exec(stripVTControlCharacters(output));
        if (found) resolve(found[0]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`preview stopped (${code}): ${output}`)));
    });
    expect(url).not.toBe(baseURL);

    await page.goto(`${url}/status-updates`);
    await waitForIsland(page, 'StatusSubscriptionForm');
    const email = uniqueEmail('other-port');
    await page.getByLabel('Email address *').fill(email);
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
    await expect(page.locator('[data-subscribed]')).toContainText('Check your inbox to confirm');
    expect((await ownerRows<{ email: string }>('subscriptions')).some((row) => row.email === email)).toBe(true);
    await emailsTo(email);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});
