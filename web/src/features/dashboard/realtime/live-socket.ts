/**
 * The dashboard's WebSocket (DESIGN.md 8), free of React: opens with a fresh ID token each time, sends a heartbeat
 * every 30 s and treats a missing answer as a dead line, and comes back after any drop with exponential backoff
 * and jitter (at once when the browser says it is online again). Every message is parsed and handed on; every
 * (re)opening after the first is reported, so the caller can refetch what it missed.
 */
import type { RealtimeMessage } from '../../../../../shared/realtime';
import { reconnectDelay } from './backoff';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export const HEARTBEAT_EVERY_MS = 30_000;
/** No answer to a ping (or anything else) within this: the line is dead even if the socket did not notice. */
export const HEARTBEAT_TIMEOUT_MS = 10_000;

export interface LiveSocketOptions {
  /** The address to open, token included; asked anew before each attempt (tokens expire). */
  url: () => Promise<string>;
  onMessage: (message: RealtimeMessage) => void;
  onStatus: (status: LiveStatus) => void;
  /** Called when a connection opens after an earlier one dropped. */
  onReconnected: () => void;
}

const KNOWN_TYPES = new Set<RealtimeMessage['type']>(['order.changed', 'service_request.changed', 'pong']);

export function parseMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message.type === 'string' && KNOWN_TYPES.has(message.type as RealtimeMessage['type']) ? (message as RealtimeMessage) : null;
  } catch {
    return null;
  }
}

export function createLiveSocket(options: LiveSocketOptions) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let everOpened = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let deadlineTimer: ReturnType<typeof setTimeout> | undefined;

  function clearTimers() {
    clearTimeout(retryTimer);
    clearInterval(heartbeatTimer);
    clearTimeout(deadlineTimer);
  }

  async function open() {
    if (stopped) return;
    options.onStatus(everOpened || failures > 0 ? 'reconnecting' : 'connecting');
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
      const isReconnect = everOpened || failures > 0;
      everOpened = true;
      failures = 0;
      options.onStatus('live');
      startHeartbeat(ws);
      if (isReconnect) options.onReconnected();
    };
    ws.onmessage = (event) => {
      clearTimeout(deadlineTimer);
      const message = parseMessage(event.data);
      if (message) options.onMessage(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(heartbeatTimer);
      clearTimeout(deadlineTimer);
      scheduleRetry();
    };
  }

  function startHeartbeat(ws: WebSocket) {
    clearInterval(heartbeatTimer);
    heartbeatTimer = setInterval(() => {
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(JSON.stringify({ type: 'ping' }));
      clearTimeout(deadlineTimer);
      deadlineTimer = setTimeout(() => ws.close(4000, 'Heartbeat timed out'), HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_EVERY_MS);
  }

  function scheduleRetry() {
    if (stopped) return;
    options.onStatus('reconnecting');
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
      clearTimers();
      const ws = socket;
      socket = null;
      ws?.close(1000, 'Dashboard closed');
    },
  };
}
