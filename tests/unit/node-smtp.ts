// Node's socket as the functions' SMTP client takes a connection (Deno's in production), for the
// tests that send real SMTP to the local mail catcher.
import { connect as netConnect } from 'node:net';
import { Duplex } from 'node:stream';
import type { SmtpConnection } from '../../supabase/functions/_shared/smtp.ts';

export function nodeConnect(host: string, port: number): Promise<SmtpConnection> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host, port }, () => {
      const { readable, writable } = Duplex.toWeb(socket);
      resolve({
        readable: readable as ReadableStream<Uint8Array>,
        writable: writable as WritableStream<Uint8Array>,
        secure: false,
        startTls: () => Promise.reject(new Error('no TLS here')),
        close: () => socket.destroy(),
      });
    });
    socket.once('error', reject);
  });
}
