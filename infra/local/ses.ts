/**
 * The local Amazon SES v2 look-alike (the npm package aws-ses-v2-local, run in this process): the functions send
 * their mail to it through SES_ENDPOINT, and it keeps every message for its web inbox (`/`) and its JSON API
 * (`GET /store`: `{ emails: [{ destination: { to }, subject, body: { text, html }, at }] }`), which tests read.
 * It keeps mail in memory only: a restart empties the inbox.
 */
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

/** The package is CommonJS with `exports.default`: under Node's ESM loader the default import is the exports object. */
const startSesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule) as typeof sesModule;

export interface SesLocal {
  /** Where the functions send (SES_ENDPOINT) and where the inbox is. */
  endpoint: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/** One message as the emulator's `GET /store` gives it (the fields the tests and tools read). */
export interface LocalMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Seconds since the epoch. */
  at: number;
}

export async function startSesLocal(opts: { port: number }): Promise<SesLocal> {
  const server: Server = await startSesServer({ host: '127.0.0.1', port: opts.port });
  if (!server.listening) {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  }
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    inboxUrl: `http://localhost:${opts.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** Every message the emulator at `endpoint` has received, oldest first. */
export async function readLocalMail(endpoint: string): Promise<LocalMail[]> {
  const res = await fetch(`${endpoint}/store`);
  if (!res.ok) throw new Error(`The local SES inbox answered ${res.status}`);
  const store = (await res.json()) as { emails: LocalMail[] };
  return store.emails;
}
