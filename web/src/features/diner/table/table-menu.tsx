/**
 * The menu at a table's card (issue 28): the table's shared cart instead of this phone's. Everyone let in sees every
 * line and who added it, live; each changes only their own. A phone waiting to be let in browses the menu, with the
 * table's bar saying how to get in. A card whose key is no longer the table's orders alone, as a plain table link.
 * Back from saving a card for a tab's first round (issue 29), it says how that went (./card-return.tsx); at /bill/ it
 * is the table's bill (./bill-page.tsx).
 */
import { lazy, Suspense, useCallback, useMemo } from 'react';
import type { PublicMenu } from '@shared/api';
import { Spinner } from '@/components/ui/spinner';
import { useCart } from '../cart/cart-store';
import { lineKey, type CartLine } from '../cart/cart-line';
import type { NewCartLine } from '../cart/cart-reducer';
import { indexMenu } from '../cart/line-pricing';
import { useTableWords } from './use-table-words';
import { MenuView, type Ordering } from '../menu/menu-view';
import { useDinerLocation } from '../navigation/location-store';
import { CardReturn } from './card-return';
import { TableBar } from './table-bar';
import './table.css';
import { useTableLines, useTableVisit, type TableLine } from './use-table-visit';

interface TableMenuProps {
  menu: PublicMenu;
  restaurantId: string;
  tableKey: string;
}

/** A table's bill (issue 29), at /bill/: on demand again, so the menu at a table's card does not carry it. */
const BillPage = lazy(() => import('./bill-page'));

export default function TableMenu(props: TableMenuProps) {
  const { pathname } = useDinerLocation();
  return pathname.startsWith('/bill/') ? (
    <Suspense fallback={<Spinner fill />}>
      <BillPage {...props} />
    </Suspense>
  ) : (
    <TableMenuView {...props} />
  );
}

function TableMenuView({ menu, restaurantId, tableKey }: TableMenuProps) {
  const { t, tw } = useTableWords();
  const visit = useTableVisit(restaurantId, tableKey);
  const cart = useCart(restaurantId);
  const index = useMemo(() => indexMenu(menu), [menu]);
  const without = useCallback((name: string) => t('withoutIngredient', { name }), [t]);
  const lines = useTableLines(visit.state, index, without);
  const { state, store } = visit;
  const banner = (
    <>
      <CardReturn restaurantId={restaurantId} tableKey={tableKey} store={store} />
      <TableBar visit={visit} />
    </>
  );

  // The card is not (or no longer) this table's: the plain table link's ordering, alone, with the bar saying why.
  if (state.kind === 'invalid') {
    const alone: Ordering = {
      lines: cart.lines,
      ownLines: cart.lines,
      canOrder: true,
      add: (line, qty) => cart.dispatch({ type: 'add', line, qty }),
      increase: (key) => cart.dispatch({ type: 'increment', key }),
      decrease: (key) => cart.dispatch({ type: 'decrement', key }),
      banner,
    };
    return <MenuView menu={menu} restaurantId={restaurantId} ordering={alone} />;
  }

  const mine = lines.filter((line) => line.mine);
  const byKey = new Map(lines.map((line) => [line.key, line]));
  const ordering: Ordering = {
    lines,
    ownLines: mine,
    canOrder: state.kind === 'in',
    add(line: NewCartLine, qty: number) {
      const same = mine.find((own) => sameChoice(own, line));
      if (same) void store.setQty(same.id, same.qty + qty);
      else void store.add({ ...choiceOf(line), qty });
    },
    increase(key) {
      const line = byKey.get(key);
      if (line?.mine) void store.setQty(line.id, line.qty + 1);
    },
    decrease(key) {
      const line = byKey.get(key);
      if (!line?.mine) return;
      void (line.qty > 1 ? store.setQty(line.id, line.qty - 1) : store.remove(line.id));
    },
    banner,
    panel: {
      title: tw('tableOrderTitle'),
      byline: (line: CartLine) => ((line as TableLine).mine ? tw('tableAddedByYou') : tw('tableAddedBy', { name: (line as TableLine).guestName })),
      canChange: (line: CartLine) => (line as TableLine).mine,
      checkoutLabel: tw('tableReviewAndSend'),
    },
  };
  return <MenuView menu={menu} restaurantId={restaurantId} ordering={ordering} />;
}

function choiceOf(line: NewCartLine) {
  return {
    itemId: line.itemId,
    optionIds: line.optionIds,
    comboChoices: line.comboChoices.map((c) => ({ componentId: c.componentId, itemIds: c.itemIds, removedIngredientIds: c.removedIngredientIds ?? [] })),
    removedIngredientIds: line.removedIngredientIds ?? [],
    note: null,
  };
}

/** The same dish with the same choices: one more of it is the same line (as this phone's own cart does). */
const sameChoice = (a: CartLine, b: NewCartLine) => lineKey(a) === lineKey(b);
