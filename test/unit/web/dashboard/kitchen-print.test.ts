/**
 * Issue 30 item 6: the paper tickets' bookkeeping on a device (kitchen-print.ts). Automatic printing prints each order
 * that arrives while it is on exactly once, through reloads (the book is in storage); orders on the screen when it is
 * turned on do not print; a second print of an order by this device is a reprint; the paper width is the device's.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOK_LIMIT,
  isReprint,
  readBook,
  readPaperWidth,
  recordPrinted,
  toPrint,
  turnAutoOff,
  turnAutoOn,
  writeBook,
  writePaperWidth,
  type PrintBook,
} from '../../../../web/src/features/dashboard/orders/kitchen-print';

/** localStorage as a Map. */
function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

/** What a kitchen device does with a screen of orders: prints each toPrint gives, records it, saves the book. */
function printDue(storage: ReturnType<typeof memoryStorage>, onScreen: string[], printed: string[]) {
  let book = readBook(storage, 'r1');
  for (const id of toPrint(book, onScreen)) {
    printed.push(id);
    book = recordPrinted(book, id);
    writeBook(storage, 'r1', book);
  }
}

describe('automatic printing on a kitchen device', () => {
  it('prints each order that arrives while it is on once, not those on the screen when turned on, through a reload', () => {
    const storage = memoryStorage();
    const printed: string[] = [];
    printDue(storage, ['a', 'b'], printed);
    expect(printed).toEqual([]); // off: nothing prints by itself

    writeBook(storage, 'r1', turnAutoOn(readBook(storage, 'r1'), ['a', 'b']));
    printDue(storage, ['a', 'b'], printed);
    expect(printed).toEqual([]); // already on the screen: set aside

    printDue(storage, ['a', 'b', 'c'], printed);
    printDue(storage, ['a', 'b', 'c'], printed); // the same screen again (a live update, a re-render)
    expect(printed).toEqual(['c']);

    // A reload or a reconnect: the book is read again from storage; d arrived meanwhile and prints, c does not again.
    const reloaded = memoryStorage();
    for (const [key, value] of storage.map) reloaded.setItem(key, value);
    printDue(reloaded, ['b', 'c', 'd'], printed);
    printDue(reloaded, ['c', 'd'], printed);
    expect(printed).toEqual(['c', 'd']);
    expect(readBook(reloaded, 'r1')).toMatchObject({ auto: true, printed: ['c', 'd'] });
  });

  it('turned off and on again sets aside what is on the screen then; other restaurants keep their own book', () => {
    const storage = memoryStorage();
    const printed: string[] = [];
    writeBook(storage, 'r1', turnAutoOn(readBook(storage, 'r1'), []));
    printDue(storage, ['a'], printed);
    writeBook(storage, 'r1', turnAutoOff(readBook(storage, 'r1')));
    printDue(storage, ['a', 'b'], printed); // off: b does not print
    writeBook(storage, 'r1', turnAutoOn(readBook(storage, 'r1'), ['a', 'b']));
    printDue(storage, ['a', 'b', 'c'], printed);
    expect(printed).toEqual(['a', 'c']);
    expect(readBook(storage, 'r2')).toEqual({ auto: false, printed: [], skipped: [] });
  });

  it('marks a second print of an order by this device as a reprint, and keeps each order once, newest last', () => {
    let book: PrintBook = { auto: false, printed: [], skipped: [] };
    expect(isReprint(book, 'a')).toBe(false);
    book = recordPrinted(book, 'a');
    book = recordPrinted(book, 'b');
    expect(isReprint(book, 'a')).toBe(true);
    expect(isReprint(book, 'c')).toBe(false);
    book = recordPrinted(book, 'a');
    expect(book.printed).toEqual(['b', 'a']);
  });

  it(`keeps the last ${BOOK_LIMIT} printed orders, and reads a damaged book as empty`, () => {
    let book: PrintBook = { auto: true, printed: [], skipped: [] };
    for (let i = 0; i <= BOOK_LIMIT; i++) book = recordPrinted(book, `o${i}`);
    expect(book.printed).toHaveLength(BOOK_LIMIT);
    expect(book.printed[0]).toBe('o1');
    const storage = memoryStorage();
    storage.setItem('tabletap.kitchenPrint.r1', '{not json');
    expect(readBook(storage, 'r1')).toEqual({ auto: false, printed: [], skipped: [] });
    storage.setItem('tabletap.kitchenPrint.r1', JSON.stringify({ auto: 'yes', printed: ['a', 3], skipped: null }));
    expect(readBook(storage, 'r1')).toEqual({ auto: false, printed: ['a'], skipped: [] });
  });

  it("remembers the device's paper width (80 mm unless 58 was chosen)", () => {
    const storage = memoryStorage();
    expect(readPaperWidth(storage)).toBe(80);
    writePaperWidth(storage, 58);
    expect(readPaperWidth(storage)).toBe(58);
    writePaperWidth(storage, 80);
    expect(readPaperWidth(storage)).toBe(80);
  });
});
