/**
 * The diner's live line to one order (DESIGN.md 8): a WebSocket opened with `?orderId=` and no token (the server
 * sends this connection that order's changes only). Loaded on demand once a paid order shows, so the success page's
 * first load does not carry it. Reconnects with growing, jittered delays; a ping keeps an idle line open through
 * API Gateway's 10-minute idle cut; it ends by itself once the order is served.
 */
import type { OrderStatus } from '../../../../../shared/constants';
import type { RealtimeMessage } from '../../../../../shared/realtime';
import { FINAL_STATUS } from './order-progress';

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
export const HEARTBEAT_MS = 5 * 60_000;

export interface OrderWatchHandlers {
  onStatus(status: OrderStatus): void;
  /** The line is (again) open: anything missed while it was down must be read once. */
  onOpen(): void;
}

export interface OrderWatch {
  stop(): void;
}

export function orderSocketUrl(wsUrl: string, orderId: string): string {
  const url = new URL(wsUrl);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/** The delay before reconnect attempt `attempt` (0-based): doubling from 1 s up to 30 s, with half of it random. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

function statusFrom(data: unknown, orderId: string): OrderStatus | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as RealtimeMessage;
    return message.type === 'order.changed' && message.order.id === orderId ? message.order.status : null;
  } catch {
    return null;
  }
}

export function watchOrder(wsUrl: string, orderId: string, handlers: OrderWatchHandlers): OrderWatch {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  function stop() {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(heartbeat);
    socket?.close();
    socket = null;
  }

  function connect() {
    const current = new WebSocket(orderSocketUrl(wsUrl, orderId));
    socket = current;
    current.onopen = () => {
      failures = 0;
      heartbeat = setInterval(() => current.send(JSON.stringify({ type: 'ping' })), HEARTBEAT_MS);
      handlers.onOpen();
    };
    current.onmessage = (event: MessageEvent) => {
      const status = statusFrom(event.data, orderId);
      if (!status) return;
      handlers.onStatus(status);
      if (status === FINAL_STATUS) stop();
    };
    current.onclose = () => {
      clearInterval(heartbeat);
      if (stopped || socket !== current) return;
      retryTimer = setTimeout(connect, retryDelay(failures));
      failures += 1;
    };
  }

  connect();
  return { stop };
}
