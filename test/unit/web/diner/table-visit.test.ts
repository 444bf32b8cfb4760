import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TableSessionView } from '../../../../shared/api';
import { dinerPaths } from '../../../../web/src/features/diner/navigation/diner-paths';
import { returnQuery } from '../../../../web/src/features/diner/order/return-query';
import { lastTableKey, lastTableStorageKey } from '../../../../web/src/features/diner/table/last-table';
import { visibleLines, type PendingChange } from '../../../../web/src/features/diner/table/table-visit-store';

/** A table's shared cart on a phone (issue 28): its own changes show at once, over whatever view arrives. */
const view = (lines: { id: string; guestId: string; itemId: string; qty: number }[]): TableSessionView => ({
  id: 'visit-1',
  restaurantId: 'r-1',
  table: { id: 'abcdefghij12', name: '9' },
  status: 'open',
  version: 3,
  joinCode: '123456',
  guests: [],
  lines: lines.map((line) => ({ ...line, optionIds: [], comboChoices: [], removedIngredientIds: [], note: null, addedAt: '2026-11-28T20:00:00.000Z' })),
  rounds: [],
  sending: null,
  openedAt: '2026-11-28T20:00:00.000Z',
  lastActivityAt: '2026-11-28T20:00:00.000Z',
  tab: null,
});

describe("the table's cart as this phone sees it", () => {
  const server = view([
    { id: 'l-ana', guestId: 'ana', itemId: 'calamari', qty: 1 },
    { id: 'l-ben', guestId: 'ben', itemId: 'espresso', qty: 2 },
  ]);
  const choice = { itemId: 'bruschetta', qty: 1, optionIds: [], comboChoices: [], removedIngredientIds: [], note: null };

  it("lays this phone's unanswered add, change and removal over the server's lines", () => {
    const pending: PendingChange[] = [
      { op: 'add', lineId: 'l-new', line: choice, at: '2026-11-28T20:01:00.000Z' },
      { op: 'update', lineId: 'l-ana', qty: 3 },
    ];
    const lines = visibleLines(server, pending, 'ana');
    expect(lines.map((l) => [l.id, l.guestId, l.itemId, l.qty])).toEqual([
      ['l-ana', 'ana', 'calamari', 3],
      ['l-ben', 'ben', 'espresso', 2],
      ['l-new', 'ana', 'bruschetta', 1],
    ]);
    expect(visibleLines(server, [{ op: 'remove', lineId: 'l-ana' }], 'ana').map((l) => l.id)).toEqual(['l-ben']);
  });

  it('shows an add once when the view that arrives already has it (the answer or the socket came first)', () => {
    const arrived = view([{ id: 'l-new', guestId: 'ana', itemId: 'bruschetta', qty: 1 }]);
    expect(visibleLines(arrived, [{ op: 'add', lineId: 'l-new', line: choice, at: '2026-11-28T20:01:00.000Z' }], 'ana')).toHaveLength(1);
  });
});

describe('the way back to the table after paying a round', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
  });
  afterEach(() => {
    store.clear();
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
  const key = 'abcdefghij12.AAAAAAAAAAAAAAAAAAAAA_';

  it("goes back to the table's visit (its key) when the order was at that table", () => {
    store.set(lastTableStorageKey('r-1'), JSON.stringify({ tableKey: key, tableName: '9' }));
    expect(lastTableKey('r-1', '9')).toBe(key);
    const query = new URLSearchParams('oid=o-1&session_id=cs_1&table=9&lang=en');
    expect(dinerPaths.menu('r-1', returnQuery(query, '9', 'r-1'))).toBe(`/menu/r-1?table=9&lang=en&tk=${encodeURIComponent(key).replace(/%2E/g, '.')}`);
  });

  it('adds no key for another table, another restaurant, or a stored value that is not a key', () => {
    store.set(lastTableStorageKey('r-1'), JSON.stringify({ tableKey: key, tableName: '9' }));
    expect(lastTableKey('r-1', '12')).toBeNull();
    expect(lastTableKey('r-2', '9')).toBeNull();
    store.set(lastTableStorageKey('r-1'), JSON.stringify({ tableKey: 'not-a-key', tableName: '9' }));
    expect(lastTableKey('r-1', '9')).toBeNull();
    store.set(lastTableStorageKey('r-1'), '{broken');
    expect(lastTableKey('r-1', '9')).toBeNull();
  });
});
