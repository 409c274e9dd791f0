// The Chromium every browser tool here uses: CHROME_PATH, then Debian's package, then (undefined)
// the tool's own download. The flags keep it off the network, which is closed here.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
