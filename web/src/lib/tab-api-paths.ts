/**
 * The diner's calls of a table's tab (issue 29): ask for the bill and how it is split, claim a line, pay a share, back
 * from paying it. Apart from public-api-paths.ts, which every diner page loads: only the table's on-demand code uses
 * these. Pinned to infra/routes.ts by test/unit/web/api-paths.test.ts.
 */
export const tabApiPaths = {
  tableBill: () => '/functions/v1/table-bill',
  tableClaim: () => '/functions/v1/table-claim',
  tablePay: () => '/functions/v1/table-pay',
  tablePayCancel: () => '/functions/v1/table-pay-cancel',
  tableReceipt: () => '/functions/v1/table-receipt',
};
