/**
 * The orders export's CSV rows (issue 27 item 5): RFC 4180 quoting, formula cells neutralised, amounts as decimal
 * strings, times on the restaurant's clock with its offset, net to the restaurant from shared/refunds.ts.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow, decimalAmount, isBooked, type ExportOrder } from '../../../functions/lib/domain/books/orders-csv';
import { localIsoTime } from '../../../functions/lib/domain/analytics/time-zone';
import { csvRows } from '../../support/csv';

/** Splits one CSV line (CRLF ended) into its cells, undoing RFC 4180 quoting. */
/** One line's cells: the line must be one whole CSV line. */
function cells(line: string): string[] {
  const rows = csvRows(line);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const order = (over: Partial<ExportOrder> = {}): ExportOrder => ({
  orderCode: 'A7K2',
  createdAt: '2026-11-28T00:30:00.000Z',
  paidAt: '2026-11-28T00:31:05.000Z',
  status: 'served',
  servedAt: '2026-11-28T01:02:00.000Z',
  tableLabel: '12',
  paymentState: 'partially_refunded',
  subtotalCents: 2650,
  taxCents: 212,
  tipCents: 300,
  totalCents: 3162,
  feeCents: 143,
  refundedCents: 1350,
  refundedSubtotalCents: 1250,
  refundedTaxCents: 100,
  refundedTipCents: 0,
  refundedFeeCents: 61,
  currency: 'USD',
  ...over,
});

describe('CSV cells', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Terrace, left')).toBe('"Terrace, left"');
    expect(csvCell('The "big" table')).toBe('"The ""big"" table"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain 12')).toBe('plain 12');
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes amounts as decimal strings, negatives with their sign', () => {
    expect(decimalAmount(1250)).toBe('12.50');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(-305)).toBe('-3.05');
    expect(decimalAmount(123456789)).toBe('1234567.89');
  });
});

describe('an order row', () => {
  it('holds the order, its refunds, the fee returned and the net, times on the restaurant clock', () => {
    const header = cells(csvHeader('America/New_York'));
    const row = cells(csvRow(order(), 'America/New_York'));
    expect(row).toHaveLength(header.length);
    const byName = Object.fromEntries(header.map((name, i) => [name, row[i]]));
    expect(byName).toEqual({
      'Order code': 'A7K2',
      'Placed at (local time, America/New_York, ISO 8601)': '2026-11-27T19:30:00-05:00',
      'Paid at (local time, America/New_York, ISO 8601)': '2026-11-27T19:31:05-05:00',
      'Served at (local time, America/New_York, ISO 8601)': '2026-11-27T20:02:00-05:00',
      Table: '12',
      Status: 'served',
      'Payment state': 'partially_refunded',
      Subtotal: '26.50',
      Tax: '2.12',
      Tip: '3.00',
      Total: '31.62',
      'Platform fee': '1.43',
      Refunded: '13.50',
      'Fee returned': '0.61',
      // 31.62 charged - 13.50 back - (1.43 fee - 0.61 returned)
      'Net to restaurant': '17.30',
      Currency: 'USD',
      Disputed: '',
      'Disputed amount': '',
    });
  });

  it('neutralises a diner-typed table label and shows a dispute', () => {
    const row = cells(csvRow(order({ tableLabel: '=1+1', dispute: { disputeId: 'dp_1', status: 'needs_response', amountCents: 3162, reason: 'fraudulent', openedAt: '2026-11-28T02:00:00.000Z', updatedAt: '2026-11-28T02:00:00.000Z' } }), 'UTC'));
    expect(row[4]).toBe("'=1+1");
    expect(row.slice(-2)).toEqual(['needs_response', '31.62']);
  });

  it('leaves times not reached empty, and reads an order from before refunds as nothing refunded', () => {
    const row = cells(csvRow(order({ servedAt: undefined, status: 'paid', paymentState: undefined, refundedCents: undefined, refundedFeeCents: undefined }), 'UTC'));
    expect(row.slice(1, 4)).toEqual(['2026-11-28T00:30:00+00:00', '2026-11-28T00:31:05+00:00', '']);
    expect(row[6]).toBe('paid');
    expect(row.slice(12, 15)).toEqual(['0.00', '0.00', '30.19']);
  });

  it('books only orders that took money', () => {
    expect(isBooked({ status: 'pending_payment' })).toBe(false);
    expect(isBooked({ status: 'expired' })).toBe(false);
    expect(isBooked({ status: 'canceled', paymentState: 'refunded', paidAt: '2026-11-28T00:31:05.000Z' })).toBe(true);
    expect(isBooked({ status: 'served' })).toBe(true);
  });

  it('writes local times with the offset of their own date (daylight time)', () => {
    expect(localIsoTime(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(localIsoTime(Date.parse('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
  });
});
