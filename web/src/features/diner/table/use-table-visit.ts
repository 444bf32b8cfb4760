/** The menu's and the cart page's view of this phone's table visit (./table-visit-store.ts), with its lines priced. */
import { useMemo, useSyncExternalStore } from 'react';
import type { CartLineChoice, SessionCartLine } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import type { CartLine } from '../cart/cart-line';
import { lineKey } from '../cart/cart-line';
import { priceLine, type MenuIndex } from '../cart/line-pricing';
import { useTableWords } from './use-table-words';
import { visibleLines, visitStoreFor, type VisitState, type VisitStore } from './table-visit-store';

export interface TableVisit {
  state: VisitState;
  store: VisitStore;
}

const JOINING: VisitState = { kind: 'joining' };
const joiningSnapshot = () => JOINING;

export function useTableVisit(restaurantId: string, tableKey: string): TableVisit {
  const { tw } = useTableWords();
  const store = visitStoreFor({
    restaurantId,
    tableKey,
    fallbackMessage: tw('tableChangeFailed'),
    cartFullMessage: tw('tableCartFull'),
    onRefused: (message) => toast.error(message),
  });
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, joiningSnapshot);
  return { state, store };
}

/** A line of the table's cart as the pages show it: priced from the menu, with who added it. */
export interface TableLine extends CartLine {
  id: string;
  guestId: string;
  guestName: string;
  mine: boolean;
  /** Still unavailable on the menu (sold out since): it must go before the round is sent. */
  available: boolean;
}

const choiceOf = (line: SessionCartLine): CartLineChoice => ({
  itemId: line.itemId,
  qty: line.qty,
  optionIds: line.optionIds,
  comboChoices: line.comboChoices,
  removedIngredientIds: line.removedIngredientIds,
  note: line.note ?? null,
});

/** The visit's lines (with this phone's unanswered changes), mine first, then by who added them, in the order added. */
export function useTableLines(state: VisitState, index: MenuIndex, without: (name: string) => string): TableLine[] {
  return useMemo(() => {
    if (state.kind !== 'in') return [];
    const names = new Map(state.view.guests.map((g) => [g.id, g.name]));
    const order = new Map(state.view.guests.map((g, position) => [g.id, g.id === state.guest.id ? -1 : position]));
    const lines = visibleLines(state.view, state.pending, state.guest.id).map((line): TableLine => {
      const choice = choiceOf(line);
      const priced = priceLine(index, { ...choice, comboChoices: choice.comboChoices ?? [] }, without);
      const shown = priced.available ? priced : { name: index.items.get(line.itemId)?.name ?? '?', optionNames: [], removedNames: [], unitPriceCents: 0 };
      return {
        key: line.id,
        id: line.id,
        itemId: line.itemId,
        optionIds: line.optionIds,
        comboChoices: line.comboChoices ?? [],
        removedIngredientIds: line.removedIngredientIds,
        name: shown.name,
        optionNames: shown.optionNames,
        removedNames: shown.removedNames,
        unitPriceCents: shown.unitPriceCents,
        qty: line.qty,
        guestId: line.guestId,
        guestName: names.get(line.guestId) ?? '',
        mine: line.guestId === state.guest.id,
        available: priced.available,
      };
    });
    return lines.sort((a, b) => (order.get(a.guestId) ?? 99) - (order.get(b.guestId) ?? 99));
  }, [state, index, without]);
}

/** The key the menu's dish card counts a plain dish by (this phone's own lines only). */
export const plainKey = (itemId: string) => lineKey({ itemId, optionIds: [], comboChoices: [] });
