import { useQuery } from '@tanstack/react-query';
import { ALLERGEN_SHORT_LABELS, type AllergenCode } from '@shared/allergens';
import type { OrderLine } from '@shared/api';
import { getOrder } from '../api/orders';
import { queryKeys } from '@/lib/query-keys';
import type { BoardOrder } from '../realtime/live-cache';
import { ticketModifiers } from './ticket-lines';

/**
 * The lines of a ticket's order. The board's list brings them; an order that just arrived by a live message has none
 * yet, so they are read once (they never change after payment).
 */
export function useTicketLines(restaurantId: string, order: BoardOrder): { lines: OrderLine[] | null; failed: boolean } {
  const fetched = useQuery({
    queryKey: queryKeys.dashboard.order(restaurantId, order.id),
    queryFn: () => getOrder(restaurantId, order.id),
    enabled: !order.lines,
    staleTime: Infinity,
  });
  return { lines: order.lines ?? fetched.data?.lines ?? null, failed: !order.lines && fetched.isError };
}

/** "NO Onions": a removal says so in words (bold, its "No" in capitals on screen), marked and coloured so it is not missed. */
function Removal({ name }: { name: string }) {
  return (
    <li className="ticket__removal">
      <span aria-hidden="true" className="ticket__removal-mark">
        ⊘
      </span>{' '}
      <span className="ticket__no">No</span> {name}
    </li>
  );
}

/**
 * The allergens of what the line serves (issue 30 item 5: fixed by the server at checkout, removals already taken
 * out), in words with a label and a mark, never by colour alone.
 */
export function LineAllergens({ codes, className = 'ticket__allergens' }: { codes: readonly AllergenCode[] | undefined; className?: string }) {
  if (!codes?.length) return null;
  return (
    <p className={className}>
      <span aria-hidden="true">⚠</span> <strong>Allergens:</strong> {codes.map((code) => ALLERGEN_SHORT_LABELS[code]).join(', ')}
    </p>
  );
}

/**
 * What to cook, on the ticket itself: each line's quantity and dish, its options and combo parts indented under it,
 * what the diner left out ("No Onions") under the line or part it belongs to, the line's note, and the order's note
 * in a bordered callout (an allergy must not be one click away).
 */
export function TicketItems({ restaurantId, order }: { restaurantId: string; order: BoardOrder }) {
  const { lines, failed } = useTicketLines(restaurantId, order);
  return (
    <>
      {order.note ? (
        <div className="ticket__callout" role="note" aria-label="Order note">
          <strong className="ticket__callout-label">Note</strong>
          <p className="ticket__callout-text">{order.note}</p>
        </div>
      ) : null}
      {lines ? (
        <ul className="ticket__items" aria-label="Items">
          {lines.map((line, index) => (
            <TicketLine key={`${line.itemId}-${index}`} line={line} />
          ))}
        </ul>
      ) : (
        <p className="muted">{failed ? 'Items could not be loaded: open Details' : 'Loading items...'}</p>
      )}
    </>
  );
}

function TicketLine({ line }: { line: OrderLine }) {
  const modifiers = ticketModifiers(line);
  const hasMore = modifiers.length > 0 || line.removedIngredients.length > 0;
  return (
    <li className="ticket__item">
      <p className="ticket__item-head">
        <span className="ticket__qty">{line.qty}×</span> <span className="ticket__item-name">{line.itemName}</span>
      </p>
      <LineAllergens codes={line.allergens} />
      {hasMore ? (
        <ul className="ticket__mods">
          {modifiers.map((modifier, index) => (
            <li key={`${modifier.group}-${index}`} className="ticket__mod">
              <span className="ticket__mod-group">{modifier.group}:</span> {modifier.name}
              {modifier.removed.length ? (
                <ul className="ticket__mods">
                  {modifier.removed.map((name) => (
                    <Removal key={name} name={name} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          {line.removedIngredients.map((name) => (
            <Removal key={name} name={name} />
          ))}
        </ul>
      ) : null}
      {line.note ? (
        <p className="ticket__line-note">
          <strong>Note:</strong> {line.note}
        </p>
      ) : null}
    </li>
  );
}
