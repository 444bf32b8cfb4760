/**
 * The loopback ports of the local runtime, their TABLETAP_*_PORT overrides, and the check that they are free
 * before anything starts (so a busy port is one clear sentence, not a stack trace from deep inside an emulator).
 */
import net from 'node:net';

export interface LocalPorts {
  web: number;
  api: number;
  ws: number;
  dynamo: number;
  cognito: number;
  s3: number;
  /** The SES v2 emulator (the functions' mail, and its web inbox). */
  ses: number;
}

export const defaultPorts: LocalPorts = { web: 5173, api: 3001, ws: 3002, dynamo: 8000, cognito: 9229, s3: 4569, ses: 8005 };

export const portEnvVars: Record<keyof LocalPorts, string> = {
  web: 'TABLETAP_WEB_PORT',
  api: 'TABLETAP_API_PORT',
  ws: 'TABLETAP_WS_PORT',
  dynamo: 'TABLETAP_DYNAMO_PORT',
  cognito: 'TABLETAP_COGNITO_PORT',
  s3: 'TABLETAP_S3_PORT',
  ses: 'TABLETAP_SES_PORT',
};

/** Default ports with the TABLETAP_*_PORT overrides applied; throws one sentence for a value that is no port. */
export function portsFromEnv(env: NodeJS.ProcessEnv): LocalPorts {
  const ports = { ...defaultPorts };
  for (const name of Object.keys(portEnvVars) as (keyof LocalPorts)[]) {
    const raw = env[portEnvVars[name]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${portEnvVars[name]}=${raw} is not a port number (1-65535).`);
    }
    ports[name] = port;
  }
  return ports;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first port that something else already listens on, or null when all are free. */
export async function findBusyPort(ports: LocalPorts): Promise<{ name: keyof LocalPorts; port: number } | null> {
  for (const name of Object.keys(ports) as (keyof LocalPorts)[]) {
    if (!(await isPortFree(ports[name]))) return { name, port: ports[name] };
  }
  return null;
}

export function busyPortMessage(busy: { name: keyof LocalPorts; port: number }): string {
  return `Port ${busy.port} is already in use: stop the program using it or set ${portEnvVars[busy.name]}=<another port>.`;
}
