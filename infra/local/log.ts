/**
 * The one logging seam of the local runtime: `npm start` prints to the terminal, the test run passes its own
 * function (or a silent one). Errors carry their stack so a failing handler is never a mystery.
 */
export type LogLine = (line: string) => void;

export interface LocalLog {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export function toLocalLog(log: LogLine): LocalLog {
  return {
    info: log,
    error: (line, error) => log(error === undefined ? line : `${line}\n${describeError(error)}`),
  };
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

export const consoleLog: LogLine = (line) => console.log(line);
export const silentLog: LogLine = () => {};
