import { useId, useState } from 'react';
import type { BoardOrder } from '../realtime/live-cache';
import {
  PAPER_WIDTHS,
  isReprint,
  readBook,
  readPaperWidth,
  recordPrinted,
  toPrint,
  turnAutoOff,
  turnAutoOn,
  writeBook,
  writePaperWidth,
  type PaperWidth,
  type PrintBook,
} from './kitchen-print';
import { PaperJob, type PrintJob } from './paper-ticket';

export interface KitchenPrinter {
  book: PrintBook;
  width: PaperWidth;
  setWidth: (width: PaperWidth) => void;
  setAuto: (on: boolean) => void;
  /** The Print button: a reprint when this device printed the order before. */
  print: (order: BoardOrder) => void;
  /** Orders whose lines could not be read for printing (their codes). */
  failed: string[];
  /** The ticket being printed (null when none): render it. */
  job: PrintJob | null;
  finish: (job: PrintJob) => void;
  fail: (job: PrintJob) => void;
}

/**
 * Paper tickets for the kitchen screen's orders (`onScreen`, oldest first), one at a time: the Print button's jobs first,
 * then, when automatic printing is on for this device, each order not printed or set aside yet (kitchen-print.ts).
 */
export function useKitchenPrinter(restaurantId: string, onScreen: readonly BoardOrder[]): KitchenPrinter {
  const [book, setBook] = useState(() => readBook(localStorage, restaurantId));
  const [width, setWidthState] = useState(() => readPaperWidth(localStorage));
  /** The Print button's jobs, in the order pressed. */
  const [pressed, setPressed] = useState<PrintJob[]>([]);
  const [failed, setFailed] = useState<BoardOrder[]>([]);

  const update = (change: (current: PrintBook) => PrintBook) => {
    // Read again: another tab of this device may have printed since.
    const next = change(readBook(localStorage, restaurantId));
    writeBook(localStorage, restaurantId, next);
    setBook(next);
  };

  // Automatic printing's next ticket: the oldest order on the screen not printed or set aside (nor failed just now).
  const due = toPrint(book, onScreen.map((order) => order.id)).find((id) => !failed.some((order) => order.id === id));
  const dueOrder = due ? onScreen.find((order) => order.id === due) : undefined;
  const job = pressed[0] ?? (dueOrder ? { order: dueOrder, reprint: false } : null);
  const done = (finished: PrintJob) => setPressed((current) => current.filter((queued) => queued.order.id !== finished.order.id));

  return {
    book,
    width,
    setWidth: (next) => {
      writePaperWidth(localStorage, next);
      setWidthState(next);
    },
    setAuto: (on) => update((current) => (on ? turnAutoOn(current, onScreen.map((order) => order.id)) : turnAutoOff(current))),
    print: (order) => {
      setFailed((current) => current.filter((o) => o.id !== order.id));
      setPressed((current) =>
        current.some((queued) => queued.order.id === order.id) ? current : [...current, { order, reprint: isReprint(readBook(localStorage, restaurantId), order.id) }],
      );
    },
    failed: failed.map((order) => order.orderCode),
    job,
    finish: (finished) => {
      update((current) => recordPrinted(current, finished.order.id));
      done(finished);
    },
    fail: (finished) => {
      setFailed((current) => [...current.filter((o) => o.id !== finished.order.id), finished.order]);
      done(finished);
    },
  };
}

/** The kitchen screen's paper controls: this device's paper width and automatic printing; the ticket being printed. */
export function KitchenPrinting({ restaurantId, printer }: { restaurantId: string; printer: KitchenPrinter }) {
  const legendId = useId();
  return (
    <section className="kitchen-print" aria-label="Paper tickets">
      <div className="kitchen-print__paper" role="radiogroup" aria-labelledby={legendId}>
        <span id={legendId} className="kitchen-print__label">
          Paper on this device
        </span>
        {PAPER_WIDTHS.map((width) => (
          <label key={width} className="kitchen-print__choice">
            <input type="radio" name={`${legendId}-width`} checked={printer.width === width} onChange={() => printer.setWidth(width)} /> {width} mm
          </label>
        ))}
      </div>
      <label className="kitchen-print__auto">
        <input type="checkbox" role="switch" checked={printer.book.auto} onChange={(event) => printer.setAuto(event.target.checked)} /> Print new tickets
        automatically on this device
      </label>
      {printer.book.auto ? <p className="kitchen-print__hint">Each new paid order or round prints once here. Orders already on the screen do not.</p> : null}
      {printer.failed.length ? (
        <p className="kitchen-print__failed" role="alert">
          Not printed (its items did not load): {printer.failed.join(', ')}. Press Print on the ticket to try again.
        </p>
      ) : null}
      {printer.job ? (
        <PaperJob
          key={printer.job.order.id}
          restaurantId={restaurantId}
          job={printer.job}
          width={printer.width}
          onPrinted={() => printer.finish(printer.job!)}
          onFailed={() => printer.fail(printer.job!)}
        />
      ) : null}
    </section>
  );
}
