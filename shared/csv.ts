/**
 * CSV cells as the owner's files write them (RFC 4180, CRLF lines): the orders export (functions/lib/domain/books)
 * and the tips report (./tips-csv.ts).
 */

/** Cents as a decimal string: 1250 -> '12.50', -305 -> '-3.05'. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One cell of text: formula triggers neutralised, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
