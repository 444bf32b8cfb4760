/** Shared bits of the local-runtime tests: fixed test ports (20100-20199), a log to assert on, and waiting. */
import type { HandlerLoader, LambdaHandler } from '../../../infra/local/handler-loader';
import type { LocalLog } from '../../../infra/local/log';

export const testPorts = {
  cognito: 20101,
  httpGateway: 20102,
  wsGateway: 20110,
  s3: 20121,
  web: 20122,
  /** A whole local stack (stack.test.ts). */
  stack: { web: 20130, api: 20131, ws: 20132, dynamo: 20133, cognito: 20134, s3: 20135 },
} as const;

export function handlersFrom(handlers: Record<string, LambdaHandler>): HandlerLoader {
  return async (functionName) => {
    const handler = handlers[functionName];
    if (!handler) throw new Error(`No test handler '${functionName}'`);
    return handler;
  };
}

export function recordingLog(): LocalLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (line) => lines.push(line),
    error: (line, error) => lines.push(error instanceof Error ? `${line} ${error.message}` : line),
  };
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
