/**
 * Paying at a table (issue 29): when a table's party pays. The restaurant chooses in its settings.
 *   pay_first      each round is paid when it is sent, and reaches the kitchen once paid (issue 28; the default).
 *   pay_at_end     an open tab: the first round goes once a card is secured (saved, nothing charged), later rounds go
 *                  at once, and the table pays the whole bill at the end, at once or split.
 *   table_chooses  the party picks one of the two when it sends its first round.
 * A tab left open is charged to its securing card after `tabChargeAfterMinutes` of quiet, without a tip.
 */
export const TABLE_PAYMENT_MODES = ['pay_first', 'pay_at_end', 'table_chooses'] as const;
export type TablePaymentMode = (typeof TABLE_PAYMENT_MODES)[number];
export const DEFAULT_TABLE_PAYMENT_MODE: TablePaymentMode = 'pay_first';

/** How the owner's settings name each mode. */
export const TABLE_PAYMENT_MODE_LABELS: Readonly<Record<TablePaymentMode, string>> = {
  pay_first: 'Pay when ordering',
  pay_at_end: 'Pay at the end (open tab)',
  table_chooses: 'Let the table choose',
};

/** Minutes after a tab's last activity that it is charged to its securing card: 2 hours unless the owner says. */
export const DEFAULT_TAB_CHARGE_AFTER_MINUTES = 120;
export const MIN_TAB_CHARGE_AFTER_MINUTES = 30;
export const MAX_TAB_CHARGE_AFTER_MINUTES = 12 * 60;
