/**
 * Paper tickets' bookkeeping on this device (issue 30 item 6), kept in localStorage because the printer is the
 * device's: the paper width, whether new tickets print by themselves here, and which orders this device has printed.
 *
 * Why on the device, not the server: the browser cannot tell whether paper came out (window.print() reports nothing),
 * so a server-side "printed" claim taken by a device whose printer is jammed or off would keep every other device
 * from printing that order: the ticket nobody sees, which automatic printing is there to prevent. A second copy is
 * the lesser harm, and a kitchen that wants one printing device turns automatic printing on at that device only; a
 * bar and a kitchen that both want paper turn it on at both. (The cost: "REPRINT" means printed before by this device.)
 *
 * Automatic printing prints each kitchen order once that this device has not printed or set aside: when it is turned
 * on, the orders already on the screen are set aside (only orders that arrive while it is on print), and an order that
 * arrives while the page is reloading or reconnecting still prints once it is on the screen.
 */

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** What this device remembers for one restaurant. */
export interface PrintBook {
  /** Print new kitchen orders by themselves on this device. */
  auto: boolean;
  /** Orders this device printed (newest last): a second print of one is a reprint. */
  printed: string[];
  /** Orders on the screen when automatic printing was turned on: not printed by it. */
  skipped: string[];
}

/** The most ids each list keeps (oldest dropped): far more than a kitchen screen holds at once. */
export const BOOK_LIMIT = 500;

const EMPTY: PrintBook = { auto: false, printed: [], skipped: [] };
const bookKey = (restaurantId: string) => `tabletap.kitchenPrint.${restaurantId}`;
const PAPER_KEY = 'tabletap.kitchenPrint.paperWidth';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function readBook(storage: KeyValue, restaurantId: string): PrintBook {
  try {
    const raw = JSON.parse(storage.getItem(bookKey(restaurantId)) ?? 'null') as Partial<PrintBook> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    return { auto: raw.auto === true, printed: ids(raw.printed), skipped: ids(raw.skipped) };
  } catch {
    return EMPTY;
  }
}

export function writeBook(storage: KeyValue, restaurantId: string, book: PrintBook): void {
  try {
    storage.setItem(bookKey(restaurantId), JSON.stringify(book));
  } catch {
    // Storage full or refused (private mode): printing still works, only the memory of it is lost.
  }
}

export function readPaperWidth(storage: KeyValue): PaperWidth {
  return storage.getItem(PAPER_KEY) === '58' ? 58 : 80;
}

export function writePaperWidth(storage: KeyValue, width: PaperWidth): void {
  try {
    storage.setItem(PAPER_KEY, String(width));
  } catch {
    // As writeBook.
  }
}

const capped = (list: string[]) => (list.length > BOOK_LIMIT ? list.slice(list.length - BOOK_LIMIT) : list);

/** Turns automatic printing on: the orders on the screen now are set aside (unless printed already). */
export function turnAutoOn(book: PrintBook, onScreen: readonly string[]): PrintBook {
  const printed = new Set(book.printed);
  return { ...book, auto: true, skipped: capped([...new Set([...book.skipped, ...onScreen.filter((id) => !printed.has(id))])]) };
}

/** Turns it off; what was set aside is forgotten, so turning it on again sets aside what is on the screen then. */
export function turnAutoOff(book: PrintBook): PrintBook {
  return { ...book, auto: false, skipped: [] };
}

/** The kitchen orders automatic printing should print now, oldest first as given: none printed or set aside. */
export function toPrint(book: PrintBook, onScreen: readonly string[]): string[] {
  if (!book.auto) return [];
  const done = new Set([...book.printed, ...book.skipped]);
  return onScreen.filter((id) => !done.has(id));
}

/** A print of this order now: is it a reprint (this device printed it before)? */
export function isReprint(book: PrintBook, orderId: string): boolean {
  return book.printed.includes(orderId);
}

/** After a print: the order is printed (once in the list, newest last). */
export function recordPrinted(book: PrintBook, orderId: string): PrintBook {
  return { ...book, printed: capped([...book.printed.filter((id) => id !== orderId), orderId]) };
}
