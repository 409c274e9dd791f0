// `npm run dev` and `npm run preview` settle the site's port before Astro starts, so the local
// backend's emails link to where the site really is.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree, sitePort } from '../../scripts/dev/site-port.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function occupy(port = 0): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('sitePort', () => {
  it('moves to the next free port when the usual one is taken, and tells Astro', async () => {
    const taken = await occupy();
    expect(await isPortFree(taken)).toBe(false);
    const { port, astroArgs } = await sitePort(['--host'], taken);
    expect(port).toBeGreaterThan(taken);
    expect(await isPortFree(port)).toBe(true);
    expect(astroArgs).toEqual(['--host', '--port', String(port)]);
  });

  it('keeps a port given with --port (as the end-to-end tests give E2E_PORT)', async () => {
    expect(await sitePort(['--port', '4400', '--ignore-lock'], 4321)).toEqual({
      port: 4400,
      astroArgs: ['--port', '4400', '--ignore-lock'],
    });
    expect(await sitePort(['--port=4401'], 4321)).toEqual({ port: 4401, astroArgs: ['--port=4401'] });
  });
});
