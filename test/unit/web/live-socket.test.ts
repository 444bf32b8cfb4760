import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import {
  createLiveSocket,
  HEARTBEAT_EVERY_MS,
  HEARTBEAT_TIMEOUT_MS,
  parseMessage,
  type LiveStatus,
} from '../../../web/src/lib/live-socket';

/** A stand-in for the browser's WebSocket: the test opens, feeds and drops it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.drop();
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const latest = () => FakeSocket.all.at(-1)!;

function start() {
  const statuses: LiveStatus[] = [];
  const messages: RealtimeMessage[] = [];
  const opens: boolean[] = [];
  let tokens = 0;
  const socket = createLiveSocket({
    url: async () => `ws://live.test/?token=t${++tokens}`,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    onOpen: ({ reconnected }) => opens.push(reconnected),
  });
  socket.start();
  return { socket, statuses, messages, opens, reconnects: () => opens.filter(Boolean).length };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the live connection', () => {
  it('goes live, hands on known messages and ignores anything else', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().receive({ type: 'service_request.changed', request: { id: 'sr1' } });
    latest().receive({ type: 'something.else' });
    latest().onmessage?.({ data: 'not json' });
    expect(live.statuses).toEqual(['connecting', 'live']);
    expect(live.messages.map((m) => m.type)).toEqual(['service_request.changed']);
    expect(live.reconnects()).toBe(0);
    live.socket.stop();
  });

  it('reconnects after a drop with a growing wait and a fresh token, and asks for a catch-up once back', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().drop();
    expect(live.statuses.at(-1)).toBe('reconnecting');

    // First retry after 0.5 s (1 s with the random half at 0); it fails, the next waits 1 s.
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toContain('token=t2');
    latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);

    latest().accept();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.reconnects()).toBe(1);
    live.socket.stop();
  });

  it('reports every drop, and a caller that stops on one (its access is gone) gets no more retries', async () => {
    let drops = 0;
    const socket = createLiveSocket({
      url: () => 'ws://live.test/',
      onMessage: () => {},
      onDrop: () => {
        drops++;
        if (drops === 2) socket.stop();
      },
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().drop();
    expect(drops).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(2);
    // The reconnect is refused: the browser sees only a close.
    latest().drop();
    expect(drops).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(drops).toBe(2);
  });

  it('pings every 30 s and drops a line that does not answer within 10 s', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.accept();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS);
    expect(first.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    first.receive({ type: 'pong', at: 'now' });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS);
    expect(first.closedWith).toBeNull();

    await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS - HEARTBEAT_TIMEOUT_MS);
    expect(first.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS);
    expect(first.closedWith).toBe(4000);
    expect(live.statuses.at(-1)).toBe('reconnecting');
    live.socket.stop();
  });

  it('tries again at once when the browser comes back online', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    latest().drop();
    expect(FakeSocket.all).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
    live.socket.stop();
  });

  it('stays closed once stopped', async () => {
    const live = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().accept();
    live.socket.stop();
    expect(latest().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe("the diner's order line on the same client", () => {
  it('opens without a token, reports every opening for a catch-up read, and can end itself from a message', async () => {
    const opens: boolean[] = [];
    const statuses: string[] = [];
    const socket = createLiveSocket({
      url: () => 'ws://live.test/?orderId=o1',
      heartbeatEveryMs: 5 * 60_000,
      onOpen: ({ reconnected }) => opens.push(reconnected),
      onMessage: (message) => {
        statuses.push(message.type === 'order.changed' ? message.order.status : message.type);
        if (message.type === 'order.changed' && message.order.status === 'served') socket.stop();
      },
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('ws://live.test/?orderId=o1');
    latest().accept();
    expect(opens).toEqual([false]);

    // Its slower heartbeat: nothing at 30 s, a ping at 5 minutes.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS);
    expect(latest().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - HEARTBEAT_EVERY_MS);
    expect(latest().sent).toEqual([JSON.stringify({ type: 'ping' })]);
    latest().receive({ type: 'pong', at: 'now' });

    latest().drop();
    await vi.advanceTimersByTimeAsync(500);
    latest().accept();
    expect(opens).toEqual([false, true]);

    latest().receive({ type: 'order.changed', order: { id: 'o1', status: 'ready' } });
    latest().receive({ type: 'order.changed', order: { id: 'o1', status: 'served' } });
    expect(statuses).toEqual(['pong', 'ready', 'served']);
    expect(latest().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});

describe('parseMessage', () => {
  it('accepts the three message types only', () => {
    expect(parseMessage(JSON.stringify({ type: 'pong', at: 'x' }))).toEqual({ type: 'pong', at: 'x' });
    expect(parseMessage(JSON.stringify({ type: 'order.changed', order: {} }))?.type).toBe('order.changed');
    expect(parseMessage(JSON.stringify({ kind: 'pong' }))).toBeNull();
    expect(parseMessage(new ArrayBuffer(2))).toBeNull();
  });
});
