/** The bill's and a payment's totals (issue 29): rows of amounts, the last one the total. */
import { useTableWords } from './use-table-words';

export interface TotalRow {
  label: string;
  cents: number;
  testId: string;
}

export function BillTotals({ rows, currency }: { rows: readonly TotalRow[]; currency: string }) {
  const { money } = useTableWords();
  return (
    <dl className="totals">
      {rows.map((row, i) => (
        <div key={row.testId} className={i === rows.length - 1 ? 'totals__row totals__row--total' : 'totals__row'}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{money(row.cents, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
