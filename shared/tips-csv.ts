/**
 * The tips report as a CSV file (issue 30 item 4): one line per member and shift day, as the dashboard's table shows
 * it, then the total. Amounts are decimal in the report's currency; names are neutralised as spreadsheet formulas.
 */
import type { TipsReport } from './api/sections';
import { csvCell, decimalAmount } from './csv';

export function tipsCsv(report: TipsReport): string {
  const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
  return [
    line(['Day', 'Member', 'Payments', `Tips (${csvCell(report.currency)})`]),
    ...report.rows.map((row) => line([row.day, csvCell(row.name), String(row.payments), decimalAmount(row.tipsCents)])),
    line(['Total', '', String(report.rows.reduce((n, row) => n + row.payments, 0)), decimalAmount(report.totalCents)]),
  ].join('');
}

export const tipsCsvFilename = (report: Pick<TipsReport, 'from' | 'to'>) => `tips-${report.from}${report.from === report.to ? '' : `-to-${report.to}`}.csv`;
