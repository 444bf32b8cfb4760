import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { OrderLine } from '@shared/api';
import { formatTime } from '@/lib/format';
import type { BoardOrder } from '../realtime/live-cache';
import type { PaperWidth } from './kitchen-print';
import { LineAllergens, useTicketLines } from './ticket-items';
import { ticketModifiers } from './ticket-lines';
import './paper-ticket.css';

const MM_PER_PX = 25.4 / 96;

interface PaperTicketProps {
  order: BoardOrder;
  lines: OrderLine[];
  width: PaperWidth;
  reprint: boolean;
  printedAt: Date;
}

/**
 * A kitchen ticket on receipt paper (issue 30 item 6): monospace, black on white, the table and the order's code large,
 * then each line with its quantity, options and combo parts, "NO X" removals in bold capitals, allergens and notes,
 * the order's note boxed, the time; the tab's badge on a round on a tab, and "REPRINT" across the top of a reprint.
 */
export function PaperTicket({ order, lines, width, reprint, printedAt }: PaperTicketProps) {
  const received = order.paidAt ?? order.createdAt;
  return (
    <div className={`paper-ticket paper-ticket--${width}`} data-paper-width={width}>
      {reprint ? <p className="paper-ticket__reprint">*** REPRINT ***</p> : null}
      <p className="paper-ticket__table">{order.tableLabel ? `Table ${order.tableLabel}` : 'No table'}</p>
      <p className="paper-ticket__code">
        {`#${order.orderCode}`}
        {order.tableSessionId && order.roundNumber ? <span className="paper-ticket__round"> Round {order.roundNumber}</span> : null}
      </p>
      {order.onTab ? <p className="paper-ticket__badge">ON THE TAB</p> : null}
      <p className="paper-ticket__time">Received {formatTime(received)}</p>
      {order.note ? (
        <div className="paper-ticket__note">
          <strong>NOTE:</strong> {order.note}
        </div>
      ) : null}
      <ul className="paper-ticket__lines">
        {lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`} className="paper-ticket__line">
            <p className="paper-ticket__item">
              <span className="paper-ticket__qty">{line.qty} x</span> {line.itemName}
            </p>
            <ul className="paper-ticket__mods">
              {ticketModifiers(line).map((modifier, i) => (
                <li key={`${modifier.group}-${i}`}>
                  {modifier.group}: {modifier.name}
                  {modifier.removed.map((name) => (
                    <strong key={name} className="paper-ticket__removal paper-ticket__removal--part">
                      NO {name}
                    </strong>
                  ))}
                </li>
              ))}
              {line.removedIngredients.map((name) => (
                <li key={name}>
                  <strong className="paper-ticket__removal">NO {name}</strong>
                </li>
              ))}
            </ul>
            <LineAllergens codes={line.allergens} className="paper-ticket__allergens" />
            {line.note ? <p className="paper-ticket__line-note">Note: {line.note}</p> : null}
          </li>
        ))}
      </ul>
      <p className="paper-ticket__printed">
        {reprint ? 'Reprinted' : 'Printed'} {formatTime(printedAt.toISOString())}
      </p>
    </div>
  );
}

export interface PrintJob {
  order: BoardOrder;
  reprint: boolean;
}

interface PaperJobProps {
  restaurantId: string;
  job: PrintJob;
  width: PaperWidth;
  /** After the browser's print (its afterprint event): the ticket went to the printer or its dialog was closed. */
  onPrinted: () => void;
  /** The order's lines could not be read: nothing printed. */
  onFailed: () => void;
}

/**
 * One ticket being printed: rendered off screen (hidden from assistive technology), its page cut to the ticket's
 * height (so a roll printer feeds no blank paper), then window.print() with only this ticket in print media. With
 * Chromium's --kiosk-printing that goes straight to the default printer; otherwise the print dialog opens.
 */
export function PaperJob({ restaurantId, job, width, onPrinted, onFailed }: PaperJobProps) {
  const { lines, failed } = useTicketLines(restaurantId, job.order);
  const [printedAt] = useState(() => new Date());
  const ticket = useRef<HTMLDivElement>(null);
  const page = useRef<HTMLStyleElement>(null);
  const callbacks = useRef({ onPrinted, onFailed });
  useLayoutEffect(() => {
    callbacks.current = { onPrinted, onFailed };
  });
  // Once per job, whatever re-renders (a live update of the order) or effect re-runs (StrictMode) come after.
  const started = useRef(false);

  useLayoutEffect(() => {
    if (started.current) return;
    if (failed) {
      started.current = true;
      callbacks.current.onFailed();
      return;
    }
    if (!lines || !ticket.current || !page.current) return;
    started.current = true;
    const heightMm = Math.ceil(ticket.current.getBoundingClientRect().height * MM_PER_PX) + 6;
    page.current.textContent = `@media print { @page { size: ${width}mm ${heightMm}mm; margin: 0; } }`;
    const root = document.documentElement;
    root.classList.add('paper-printing');
    window.addEventListener(
      'afterprint',
      () => {
        root.classList.remove('paper-printing');
        callbacks.current.onPrinted();
      },
      { once: true },
    );
    window.print();
  }, [lines, failed, width]);

  return createPortal(
    <div className="paper-root" aria-hidden="true" data-testid="paper-root">
      <style ref={page} />
      <div ref={ticket}>{lines ? <PaperTicket order={job.order} lines={lines} width={width} reprint={job.reprint} printedAt={printedAt} /> : null}</div>
    </div>,
    document.body,
  );
}
