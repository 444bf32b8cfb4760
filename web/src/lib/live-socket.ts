/**
 * The one reconnecting WebSocket client (DESIGN.md 8), free of React, for the staff dashboard (restaurant-wide,
 * with a token) and the diner's order page (one order, no token):
 * - the address is asked anew before each attempt (a token may have expired);
 * - a heartbeat ping every `heartbeatEveryMs`, and a line that answers nothing within `heartbeatTimeoutMs` is taken
 *   as dead even if the socket did not notice (it also keeps an idle line through API Gateway's 10-minute cut);
 * - after any drop it comes back with exponential backoff and jitter, at once when the browser is online again;
 * - every opening is reported (`onOpen`, with `reconnected` after a drop), so the caller catches up on what it
 *   missed with one read;
 * - every drop is reported too (`onDrop`): a browser cannot tell a refused upgrade (a member who was removed) from a
 *   network failure, so the caller checks its access its own way and calls `stop()` once it has none.
 * Messages of the known types are parsed and handed on; anything else is ignored.
 */
import { isRealtimeMessageType, type RealtimeMessage } from '@shared/api/realtime';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export const HEARTBEAT_EVERY_MS = 30_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (failed tries since the last good connection, from 0): exponential
 * (1 s, 2 s, 4 s... capped at 30 s) with "equal jitter" (half fixed, half random), so the many screens that lost the
 * server together do not come back in the same millisecond. `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  const half = ceiling / 2;
  return Math.round(half + half * random);
}

export function parseMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return isRealtimeMessageType(message.type) ? (message as RealtimeMessage) : null;
  } catch {
    return null;
  }
}

export interface LiveSocketOptions {
  /** The address to open; asked anew before each attempt. */
  url: () => string | Promise<string>;
  onMessage: (message: RealtimeMessage) => void;
  onStatus?: (status: LiveStatus) => void;
  /** The line is open: `reconnected` when an earlier attempt or connection failed, so something may have been missed. */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The line closed, or an attempt to open it failed; a retry follows unless the caller stops. */
  onDrop?: () => void;
  heartbeatEveryMs?: number;
  heartbeatTimeoutMs?: number;
}

export interface LiveSocket {
  start(): void;
  stop(): void;
}

export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const { heartbeatEveryMs = HEARTBEAT_EVERY_MS, heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS } = options;
  const report = (status: LiveStatus) => options.onStatus?.(status);
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let everOpened = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let deadlineTimer: ReturnType<typeof setTimeout> | undefined;

  async function open() {
    if (stopped) return;
    report(everOpened || failures > 0 ? 'reconnecting' : 'connecting');
    let url: string;
    try {
      url = await options.url();
    } catch {
      scheduleRetry();
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      const reconnected = everOpened || failures > 0;
      everOpened = true;
      failures = 0;
      report('live');
      startHeartbeat(ws);
      options.onOpen?.({ reconnected });
    };
    ws.onmessage = (event) => {
      clearTimeout(deadlineTimer);
      const message = parseMessage(event.data);
      if (message && !stopped) options.onMessage(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(heartbeatTimer);
      clearTimeout(deadlineTimer);
      scheduleRetry();
      if (!stopped) options.onDrop?.();
    };
  }

  function startHeartbeat(ws: WebSocket) {
    clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(() => {
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(deadlineTimer);
      deadlineTimer = setTimeout(() => ws.close(4000, 'Heartbeat timed out'), heartbeatTimeoutMs);
    }, heartbeatEveryMs);
  }

  function scheduleRetry() {
    if (stopped) return;
    report('reconnecting');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void open(), reconnectDelay(failures));
    failures++;
  }

  /** Back online: no reason to sit out the rest of a long backoff. */
  function onOnline() {
    if (stopped || socket) return;
    clearTimeout(retryTimer);
    void open();
  }

  return {
    start() {
      stopped = false;
      window.addEventListener('online', onOnline);
      void open();
    },
    stop() {
      stopped = true;
      window.removeEventListener('online', onOnline);
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      clearTimeout(deadlineTimer);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'Closed');
    },
  };
}
