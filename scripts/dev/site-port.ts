// Where `npm run dev` and `npm run preview` serve the site.
import { createServer } from 'node:net';

/** True when nothing listens on `port`, on IPv4 or IPv6 loopback (Astro's `localhost` may be either). */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/**
 * The port the site will be served on, and Astro's arguments naming it: `--port` when given,
 * else the first free port from `preferred` up, as Astro's dev server would pick.
 */
export async function sitePort(args: string[], preferred: number): Promise<{ port: number; astroArgs: string[] }> {
  const given = args.indexOf('--port');
  if (given !== -1 && args[given + 1]) return { port: Number(args[given + 1]), astroArgs: args };
  const joined = args.find((arg) => arg.startsWith('--port='));
  if (joined) return { port: Number(joined.slice('--port='.length)), astroArgs: args };
  let port = preferred;
  while (!(await isPortFree(port))) port += 1;
  return { port, astroArgs: [...args, '--port', String(port)] };
}
