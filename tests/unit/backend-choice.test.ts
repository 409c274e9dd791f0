// `npm run dev` starts the embedded backend unless the settings name a hosted project (read from the
// same places Astro reads them, so the dev server and the forms agree on a .env file) or another
// backend already holds the local port.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anotherBackendAnswers, hostedSupabaseUrl } from '../../scripts/dev/backend-choice.ts';
import { HEALTH_BODY } from '../../scripts/local-backend/health.ts';
import { LOCAL_SUPABASE_URL } from '../../scripts/local-backend/keys.ts';
import { tempDir } from './temp-dir.ts';

const HOSTED = 'https://abcd.supabase.co';
let fromEnvironment: string | undefined;

beforeEach(() => {
  fromEnvironment = process.env.PUBLIC_SUPABASE_URL;
  delete process.env.PUBLIC_SUPABASE_URL;
});
afterEach(() => {
  if (fromEnvironment === undefined) delete process.env.PUBLIC_SUPABASE_URL;
  else process.env.PUBLIC_SUPABASE_URL = fromEnvironment;
});

function projectWith(files: Record<string, string>): string {
  const dir = tempDir('backend-choice');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('hostedSupabaseUrl', () => {
  it('names no hosted project when nothing is set, so the embedded backend starts', () => {
    expect(hostedSupabaseUrl('development', projectWith({}))).toBeUndefined();
  });

  it('reads a hosted project from .env, as Astro does', () => {
    const dir = projectWith({ '.env': `PUBLIC_SUPABASE_URL=${HOSTED}\n` });
    expect(hostedSupabaseUrl('development', dir)).toBe(HOSTED);
    expect(hostedSupabaseUrl('production', dir)).toBe(HOSTED);
  });

  it("reads the mode's own file only in that mode", () => {
    const dir = projectWith({ '.env.production': `PUBLIC_SUPABASE_URL=${HOSTED}\n` });
    expect(hostedSupabaseUrl('production', dir)).toBe(HOSTED);
    expect(hostedSupabaseUrl('development', dir)).toBeUndefined();
  });

  it('lets the environment override the files', () => {
    const dir = projectWith({ '.env': `PUBLIC_SUPABASE_URL=${HOSTED}\n` });
    process.env.PUBLIC_SUPABASE_URL = `${LOCAL_SUPABASE_URL}/`;
    expect(hostedSupabaseUrl('development', dir)).toBeUndefined();
  });

  it('takes an address on this machine for a local backend, not a hosted project', () => {
    for (const url of [LOCAL_SUPABASE_URL, 'http://localhost:54321/']) {
      expect(hostedSupabaseUrl('development', projectWith({ '.env': `PUBLIC_SUPABASE_URL=${url}\n` }))).toBeUndefined();
    }
  });
});

describe('anotherBackendAnswers', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A server on a free port answering every request with `status` and `body`; its address. */
  async function serving(status: number, body: string): Promise<string> {
    const server = createServer((_request, response) => response.writeHead(status).end(body));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("sees another server on the port, as the Supabase CLI's gateway answers /health", async () => {
    expect(await anotherBackendAnswers(await serving(404, 'no Route matched with those values'))).toBe(true);
  });

  it('leaves a running embedded backend to be reused', async () => {
    const ours = await serving(200, JSON.stringify(HEALTH_BODY));
    expect(await anotherBackendAnswers(ours)).toBe(false);
  });

  it('finds nobody on a free port', async () => {
    const url = await serving(200, '');
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    expect(await anotherBackendAnswers(url)).toBe(false);
  });
});
