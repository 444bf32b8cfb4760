/**
 * This phone's place in a table's visit (issue 28), free of React: scanning the card joins the visit (with the place
 * this phone had in it, kept in localStorage), a phone let in hears the visit over its own WebSocket and catches up
 * with one read each time the line opens; a phone waiting to be let in asks again every few seconds.
 *
 * The shared cart shows this phone's own changes at once: each change waits in `pending` until the server answers,
 * and is laid over every view that arrives meanwhile (a view from the socket may not have it yet). Views only move
 * forward: one with a lower version than the one shown is an older message arriving late.
 */
import type { CartLineChoice, GuestCredentials, SessionCartLine, TableJoinResponse, TableSessionView } from '@shared/api';
import { TABLE_CART_MAX_LINES, parseTableKey } from '@shared/tables';
import { getRuntimeConfig } from '@/config/runtime-config';
import { ApiError } from '@/lib/api-error';
import { removeLocalValue, writeLocalValue } from '@/lib/browser-storage';
import type { LiveSocket } from '@/lib/live-socket';
import { newUuid } from '../lib/new-uuid';
import { guestStorageKey, lastTableStorageKey, readStoredGuest } from './last-table';
import { changeTableCart, joinTable, letGuestIn, readTableVisit } from './table-api';

/** A phone waiting to be let in asks again this often (it has no socket until it is in). */
export const WAITING_POLL_MS = 4000;
/** A quiet line is pinged this often (API Gateway cuts an idle one after 10 minutes). */
const VISIT_HEARTBEAT_MS = 5 * 60_000;

export interface Guest {
  id: string;
  name: string;
  token: string;
}

export type PendingChange =
  | { op: 'add'; lineId: string; line: CartLineChoice; at: string }
  | { op: 'update'; lineId: string; qty: number }
  | { op: 'remove'; lineId: string };

export type VisitState =
  | { kind: 'joining' }
  | { kind: 'in'; guest: Guest; view: TableSessionView; pending: readonly PendingChange[] }
  | { kind: 'waiting'; guest: Guest; sessionId: string; table: { id: string; name: string }; codeError: string | null; checking: boolean }
  /** The visit ended while this phone was in it (the table was cleared): a new scan starts a fresh one. */
  | { kind: 'ended'; table: { id: string; name: string } }
  /** The card's key is no longer the table's (a new key was made) or is not one: the plain table link still works. */
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

export interface VisitStore {
  getSnapshot(): VisitState;
  subscribe(listener: () => void): () => void;
  /** Scans again (after a failure, or after the visit ended). */
  join(): void;
  enterCode(code: string): Promise<void>;
  add(line: CartLineChoice): Promise<void>;
  setQty(lineId: string, qty: number): Promise<void>;
  remove(lineId: string): Promise<void>;
  rename(name: string): Promise<void>;
  letIn(guestId: string): Promise<void>;
  /** A view this phone got another way (the answer to sending a round). */
  accept(view: TableSessionView): void;
  credentials(): GuestCredentials | null;
}

/** The lines as this phone should see them: the server's, with its own changes not yet answered laid over. */
export function visibleLines(view: TableSessionView, pending: readonly PendingChange[], guestId: string): SessionCartLine[] {
  let lines: SessionCartLine[] = [...view.lines];
  for (const change of pending) {
    if (change.op === 'add') {
      if (!lines.some((line) => line.id === change.lineId)) lines.push({ ...change.line, id: change.lineId, guestId, addedAt: change.at });
    } else if (change.op === 'update') {
      lines = lines.map((line) => (line.id === change.lineId ? { ...line, qty: change.qty } : line));
    } else {
      lines = lines.filter((line) => line.id !== change.lineId);
    }
  }
  return lines;
}

/** A refusal in words the diner can act on: the server's message for a 4xx, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429 ? error.message : error instanceof ApiError && error.status === 429 ? error.message : fallback;
}

export interface VisitStoreOptions {
  restaurantId: string;
  tableKey: string;
  /** What failures say when the server gave no words of its own (the diner's language). */
  fallbackMessage: string;
  /** What an add says when the table's cart is full (TABLE_CART_MAX_LINES). */
  cartFullMessage: string;
  /** A change of this phone was refused: said to the diner (a toast). */
  onRefused(message: string): void;
}

export function createVisitStore(options: VisitStoreOptions): VisitStore {
  const { restaurantId, tableKey } = options;
  const key = parseTableKey(tableKey);
  const storageKey = key ? guestStorageKey(restaurantId, key.tableId) : null;
  let state: VisitState = { kind: 'joining' };
  const listeners = new Set<() => void>();
  let socket: LiveSocket | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let joining = false;

  const emit = () => listeners.forEach((listener) => listener());
  function set(next: VisitState) {
    state = next;
    emit();
  }

  function credentialsOf(guest: Guest, sessionId: string): GuestCredentials {
    return { sessionId, guestId: guest.id, token: guest.token };
  }

  function remember(guest: Guest, sessionId: string, table: { name: string }) {
    if (!storageKey) return;
    writeLocalValue(storageKey, JSON.stringify(credentialsOf(guest, sessionId)));
    writeLocalValue(lastTableStorageKey(restaurantId), JSON.stringify({ tableKey, tableName: table.name }));
  }

  function stopLine() {
    socket?.stop();
    socket = null;
    clearTimeout(pollTimer);
  }

  /** A view from anywhere: shown if it is newer than the one shown; a closed visit ends this phone's place. */
  function accept(view: TableSessionView) {
    if (state.kind !== 'in' || view.id !== state.view.id || view.version < state.view.version) return;
    if (view.status === 'closed') {
      stopLine();
      if (storageKey) removeLocalValue(storageKey);
      set({ kind: 'ended', table: view.table });
      return;
    }
    const shown = state;
    const me = view.guests.find((g) => g.id === shown.guest.id);
    set({ ...shown, view, guest: me ? { ...shown.guest, name: me.name } : shown.guest });
  }

  function answered(answer: TableJoinResponse) {
    if (answer.state === 'in') {
      remember(answer.guest, answer.session.id, answer.session.table);
      const pending = state.kind === 'in' && state.view.id === answer.session.id ? state.pending : [];
      set({ kind: 'in', guest: answer.guest, view: answer.session, pending });
      openLine(credentialsOf(answer.guest, answer.session.id));
    } else {
      remember(answer.guest, answer.sessionId, answer.table);
      const codeError = state.kind === 'waiting' ? state.codeError : null;
      set({ kind: 'waiting', guest: answer.guest, sessionId: answer.sessionId, table: answer.table, codeError, checking: false });
      schedulePoll();
    }
  }

  function openLine(guest: GuestCredentials) {
    clearTimeout(pollTimer);
    if (socket) return;
    void import('@/lib/live-socket').then(({ createLiveSocket }) => {
      if (socket || state.kind !== 'in') return;
      const url = new URL(getRuntimeConfig().wsUrl);
      url.searchParams.set('tableSessionId', guest.sessionId);
      url.searchParams.set('guestId', guest.guestId);
      url.searchParams.set('token', guest.token);
      socket = createLiveSocket({
        url: () => url.toString(),
        heartbeatEveryMs: VISIT_HEARTBEAT_MS,
        onMessage: (message) => {
          if (message.type === 'table_session.view') accept(message.session);
        },
        // Each opening catches up with one read: changes made while the line was down are in it.
        onOpen: () => void catchUp(),
      });
      socket.start();
    });
  }

  async function catchUp() {
    const guest = currentCredentials();
    if (!guest) return;
    try {
      const answer = await readTableVisit(guest);
      if (answer.state === 'in') accept(answer.session);
    } catch (error) {
      // This phone's place is gone (the visit ended and a new one began): scan again.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) rejoin();
    }
  }

  function schedulePoll() {
    clearTimeout(pollTimer);
    pollTimer = setTimeout(() => void poll(), WAITING_POLL_MS);
  }

  async function poll() {
    if (state.kind !== 'waiting') return;
    const guest = credentialsOf(state.guest, state.sessionId);
    try {
      answered(await readTableVisit(guest));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) return rejoin();
      schedulePoll();
    }
  }

  function currentCredentials(): GuestCredentials | null {
    if (state.kind === 'in') return credentialsOf(state.guest, state.view.id);
    if (state.kind === 'waiting') return credentialsOf(state.guest, state.sessionId);
    return null;
  }

  function rejoin() {
    stopLine();
    set({ kind: 'joining' });
    join();
  }

  function join() {
    if (joining) return;
    if (!key || !storageKey) {
      set({ kind: 'invalid', message: options.fallbackMessage });
      return;
    }
    joining = true;
    if (state.kind !== 'joining') set({ kind: 'joining' });
    const guest = readStoredGuest(storageKey);
    joinTable({ restaurantId, tableKey, ...(guest ? { guest } : {}) })
      .then(answered, (error: unknown) => {
        const invalid = error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.code === 'invalid_table_key'));
        set(invalid ? { kind: 'invalid', message: (error as ApiError).message } : { kind: 'failed', message: messageOf(error, options.fallbackMessage) });
      })
      .finally(() => {
        joining = false;
      });
  }

  /** One change of the shared cart: shown at once, sent, and taken back (with the server's words) if refused. */
  async function change(pending: PendingChange | null, send: (guest: GuestCredentials) => Promise<TableSessionView>) {
    if (state.kind !== 'in') return;
    const guest = credentialsOf(state.guest, state.view.id);
    if (pending) set({ ...state, pending: [...state.pending, pending] });
    const settle = () => {
      if (pending && state.kind === 'in') set({ ...state, pending: state.pending.filter((p) => p !== pending) });
    };
    try {
      const view = await send(guest);
      // The answer first (it has the change), then the change is no longer laid over.
      accept(view);
      settle();
    } catch (error) {
      settle();
      options.onRefused(messageOf(error, options.fallbackMessage));
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) void catchUp();
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        // The first page showing the visit: joins, or takes the line up again where another page left it.
        if (state.kind === 'joining') join();
        else if (state.kind === 'in') openLine(credentialsOf(state.guest, state.view.id));
        else if (state.kind === 'waiting') schedulePoll();
      }
      return () => {
        listeners.delete(listener);
        // No page shows the visit any more: the line closes (the next page opens it again and catches up).
        if (listeners.size === 0) stopLine();
      };
    },
    join: rejoin,
    async enterCode(code) {
      if (state.kind !== 'waiting') return;
      const waiting = state;
      set({ ...waiting, checking: true, codeError: null });
      try {
        answered(await joinTable({ restaurantId, tableKey, guest: credentialsOf(waiting.guest, waiting.sessionId), joinCode: code }));
      } catch (error) {
        if (state.kind === 'waiting') set({ ...state, checking: false, codeError: messageOf(error, options.fallbackMessage) });
      }
    },
    add(line) {
      if (state.kind === 'in' && visibleLines(state.view, state.pending, state.guest.id).length >= TABLE_CART_MAX_LINES) {
        options.onRefused(options.cartFullMessage);
        return Promise.resolve();
      }
      const lineId = newUuid();
      return change({ op: 'add', lineId, line, at: new Date().toISOString() }, (guest) => changeTableCart({ op: 'add', guest, lineId, line }));
    },
    setQty(lineId, qty) {
      return change({ op: 'update', lineId, qty }, (guest) => changeTableCart({ op: 'update', guest, lineId, qty }));
    },
    remove(lineId) {
      return change({ op: 'remove', lineId }, (guest) => changeTableCart({ op: 'remove', guest, lineId }));
    },
    rename(name) {
      return change(null, (guest) => changeTableCart({ op: 'rename', guest, name }));
    },
    letIn(guestId) {
      return change(null, (guest) => letGuestIn(guest, guestId));
    },
    accept,
    credentials: currentCredentials,
  };
}

const stores = new Map<string, VisitStore>();

/** One store per restaurant and card, shared by the menu and the cart page. */
export function visitStoreFor(options: VisitStoreOptions): VisitStore {
  const id = `${options.restaurantId}|${options.tableKey}`;
  let store = stores.get(id);
  if (!store) {
    store = createVisitStore(options);
    stores.set(id, store);
  }
  return store;
}
