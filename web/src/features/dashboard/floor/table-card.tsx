import { useId } from 'react';
import { FLOOR_STATE_LABELS, type FloorTable } from '@shared/api';
import { formatElapsedMinutes, formatMoney } from '@/lib/format';
import { roundsText } from './floor-view';

interface TableCardProps {
  table: FloorTable;
  now: number;
  currency: string;
  /** A move of this table is on its way: its buttons wait. */
  busy: boolean;
  onSeat(): void;
  onClear(): void;
  onMove(): void;
  onAdmit(guestId: string, name: string): void;
}

type FloorTab = NonNullable<NonNullable<FloorTable['session']>['tab']>;

/** Where a table's tab stands (issue 29): "Open · charged at 11:40 PM if left", "Bill asked · $20.00 left", "Paid". */
function tabText(tab: FloorTab, currency: string): string {
  const at = tab.chargeAt ? new Date(tab.chargeAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : null;
  switch (tab.state) {
    case 'none':
      return 'Not opened yet';
    case 'securing':
      return 'Card being saved';
    case 'open':
      return at ? `Open · charged at ${at} if left` : 'Open';
    case 'bill':
      return `Bill asked · ${formatMoney(tab.leftCents, currency)} left`;
    case 'paid':
      return `Paid · ${formatMoney(tab.billCents, currency)}`;
  }
}

/**
 * One table on the floor: its name, state (a coloured mark AND its words), seats; with a party, its guests, how long
 * since seated, the dishes in the cart, the rounds (and how many are in the kitchen), the total so far, the phones
 * waiting to join with "Let in" each; Seat a free table, Move or Clear a seated one.
 */
export function TableCard({ table, now, currency, busy, onSeat, onClear, onMove, onAdmit }: TableCardProps) {
  const headingId = useId();
  const session = table.session;
  const name = `Table ${table.name}`;
  return (
    <article className={`floor-card floor-card--${table.state}`} aria-labelledby={headingId} data-testid="floor-table" data-state={table.state}>
      <header className="floor-card__head">
        <h3 id={headingId} className="floor-card__name">
          {name}
        </h3>
        <span className={`floor-state floor-state--${table.state}`}>
          <span className="floor-state__dot" aria-hidden="true" />
          {FLOOR_STATE_LABELS[table.state]}
        </span>
      </header>
      <p className="muted floor-card__seats">{table.seats === 1 ? '1 seat' : `${table.seats} seats`}</p>
      {session ? (
        <dl className="floor-card__facts">
          <div>
            <dt>Guests</dt>
            <dd>{session.guests}</dd>
          </div>
          <div>
            <dt>Seated</dt>
            <dd>{formatElapsedMinutes(session.openedAt, now)}</dd>
          </div>
          <div>
            <dt>In cart</dt>
            <dd>{session.cartLines === 1 ? '1 dish' : `${session.cartLines} dishes`}</dd>
          </div>
          <div>
            <dt>Rounds</dt>
            <dd>{roundsText(session.rounds, session.roundsInKitchen)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(session.totalCents, currency)}</dd>
          </div>
          {session.tab ? (
            <div>
              <dt>Tab</dt>
              <dd>{tabText(session.tab, currency)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {session?.tab?.chargeRefused ? (
        <p className="notice notice--warning floor-card__refused" role="status">
          The card on this tab was refused when it was charged. Settle {formatMoney(session.tab.leftCents, currency)} with the table.
        </p>
      ) : null}
      {session && session.waiting.length > 0 ? (
        <section className="floor-card__waiting" aria-label={`Waiting to join ${name}`}>
          <p className="floor-card__waiting-title">
            Waiting to join <span className="badge badge--accent">{session.waiting.length}</span>
          </p>
          <ul>
            {session.waiting.map((guest) => (
              <li key={guest.id}>
                <span>{guest.name}</span>
                <button type="button" className="button button--outline" disabled={busy} onClick={() => onAdmit(guest.id, guest.name)}>
                  Let in<span className="visually-hidden"> {guest.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="floor-card__actions">
        {session ? (
          <>
            <button type="button" className="button button--outline" disabled={busy} onClick={onMove}>
              Move<span className="visually-hidden"> the party at {name}</span>
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={onClear}>
              Clear<span className="visually-hidden"> {name}</span>
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={onSeat}>
            Seat<span className="visually-hidden"> a party at {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
