/**
 * Back on the table's menu from the card-saving page of a tab's first round (issue 29), at the addresses the server
 * gives the gateway: `?card=saved` (the round reaches the kitchen once the gateway says the card is saved) and
 * `?card=canceled&oid={orderId}` (no card: the round is taken back at once, its dishes back in the table's order).
 * Said once in the page; the address loses its `card` and `oid` so a reload does not take the round back again.
 */
import { useEffect, useState } from 'react';
import { navigate, useDinerLocation } from '../navigation/location-store';
import { takeBackRoundOf } from './last-table';
import { refusal } from './table-api';
import type { VisitStore } from './table-visit-store';
import { useTableWords } from './use-table-words';

type Said = { tone: 'success' | 'warning' | 'error'; text: string } | null;

/** The orders taken back in this page's life (a re-mount, or React's effects run twice in development). */
const takenBack = new Set<string>();

export function CardReturn({ restaurantId, tableKey, store }: { restaurantId: string; tableKey: string; store: VisitStore }) {
  const { tw } = useTableWords();
  const { pathname, query } = useDinerLocation();
  const card = query.get('card');
  const orderId = query.get('oid');
  const [said, setSaid] = useState<Said>(() => {
    if (card === 'saved') return { tone: 'success', text: tw('tabCardSaved') };
    return card === 'canceled' && orderId ? { tone: 'warning', text: tw('tabCardNotSaved') } : null;
  });

  useEffect(() => {
    if (card !== 'saved' && card !== 'canceled') return;
    const rest = new URLSearchParams(query);
    rest.delete('card');
    rest.delete('oid');
    navigate(`${pathname}${rest.size ? `?${rest.toString()}` : ''}`, { replace: true });
    if (card === 'saved' || !orderId || takenBack.has(orderId)) return;
    takenBack.add(orderId);
    takeBackRoundOf(restaurantId, tableKey, orderId).then(
      (view) => {
        if (view) store.accept(view);
        setSaid({ tone: 'warning', text: tw('tabCardCanceled') });
      },
      (error: unknown) => {
        setSaid({ tone: 'error', text: refusal(error, tw('tableChangeFailed')) });
      },
    );
  }, [card, orderId, pathname, query, restaurantId, tableKey, store, tw]);

  if (!said) return null;
  return (
    <p className={`notice notice--${said.tone} table-card-return`} role={said.tone === 'error' ? 'alert' : 'status'}>
      {said.text}
    </p>
  );
}
