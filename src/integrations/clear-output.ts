// Astro empties the output folder before a build one file at a time, and nothing else runs
// meanwhile: several files a post (its page, share image and search index entries), all waited
// for. Instead, when the build starts, the old output is moved aside (a rename:
// instant) and deleted in the background while the build bundles and renders; the build is done
// only once it is gone. Astro's own emptying is turned off for this (`vite.build.emptyOutDir`).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const SET_ASIDE = 'old-output-';

/**
 * Moves `outDir` into `asideDir` and deletes it there, with whatever an interrupted build left
 * aside; resolves once all of it is gone. Where the move is refused (another drive), the output
 * is deleted in place first, as Astro would.
 */
export function clearOutput(outDir: string, asideDir: string): Promise<void> {
  if (existsSync(outDir)) {
    mkdirSync(asideDir, { recursive: true });
    try {
      renameSync(outDir, join(asideDir, `${SET_ASIDE}${process.pid}-${Date.now()}`));
    } catch {
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  const setAside = existsSync(asideDir) ? readdirSync(asideDir).filter((name) => name.startsWith(SET_ASIDE)) : [];
  return Promise.all(setAside.map((name) => rm(join(asideDir, name), { recursive: true, force: true }))).then(() => undefined);
}

export function clearOutputInBackground(): AstroIntegration {
  let outDir = '';
  let asideDir = '';
  let clearing: Promise<void> = Promise.resolve();
  return {
    name: 'clear-output-in-background',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        asideDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        clearing = clearOutput(outDir, asideDir);
      },
      'astro:build:done': async () => {
        await clearing;
      },
    },
  };
}
