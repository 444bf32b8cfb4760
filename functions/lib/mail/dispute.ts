/**
 * The owner's mail when a diner's bank opens a dispute (chargeback) on an order: which order, how much, the bank's
 * reason and the evidence deadline, and where to answer it. Sent once per dispute, when it is opened.
 */
import type { MailMessage } from './mailer';
import { escapeHtml, mailSafeName } from './invitation';

export interface DisputeMail {
  to: string;
  restaurantName: string;
  orderCode: string;
  amountCents: number;
  currency: string;
  /** Stripe's reason code, e.g. 'fraudulent', 'product_not_received'. */
  reason: string;
  /** ISO time, or null when the bank gave none. */
  evidenceDueBy: string | null;
  dashboardLink: string;
}

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
/** Stripe's reason code as words: 'product_not_received' -> 'product not received'. */
export const disputeReasonWords = (reason: string) => reason.replace(/_/g, ' ');

export function disputeMessage(mail: DisputeMail): MailMessage {
  const restaurantName = mailSafeName(mail.restaurantName);
  const amount = money(mail.amountCents, mail.currency);
  const due = mail.evidenceDueBy ? new Date(mail.evidenceDueBy).toUTCString() : null;
  const subject = `Dispute opened on order ${mail.orderCode} at ${restaurantName}`;
  const lines = [
    `A card holder's bank has disputed the payment for order ${mail.orderCode} at ${restaurantName}.`,
    '',
    `Amount disputed: ${amount}`,
    `Reason given: ${disputeReasonWords(mail.reason)}`,
    ...(due ? [`Evidence due by: ${due}`] : []),
    '',
    'The disputed amount is held until the bank decides. The order shows "Disputed" on your dashboard:',
    mail.dashboardLink,
    '',
    'Answer the dispute with your evidence (receipt, order details, delivery to the table) in your Stripe dashboard before the deadline.',
  ];
  const link = escapeHtml(mail.dashboardLink);
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0B3D2E">
<p>A card holder's bank has disputed the payment for order <strong>${escapeHtml(mail.orderCode)}</strong> at <strong>${escapeHtml(restaurantName)}</strong>.</p>
<ul><li>Amount disputed: <strong>${escapeHtml(amount)}</strong></li><li>Reason given: ${escapeHtml(disputeReasonWords(mail.reason))}</li>${due ? `<li>Evidence due by: <strong>${escapeHtml(due)}</strong></li>` : ''}</ul>
<p>The disputed amount is held until the bank decides. The order shows "Disputed" on your <a href="${link}">dashboard</a>.</p>
<p style="color:#555">Answer the dispute with your evidence (receipt, order details, delivery to the table) in your Stripe dashboard before the deadline.</p>
</body></html>`;
  return { to: mail.to, subject, text: lines.join('\n'), html };
}
