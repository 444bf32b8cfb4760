/**
 * The diner's receipt mail and its credit notes (issue 27 item 4), in the diner's language (receipt-words.ts): the
 * restaurant, order code, time (the restaurant's time zone), table, each line with its options and removals (named
 * as the diner saw them), subtotal, tax (in the prices or added, as the order was charged), tip, total, "Paid by
 * card". A credit note is the same receipt headed by the refund that prompted it: its amount, what it covered, and the
 * total paid once the refunds that went through are taken off. Text and HTML parts; everything owner- or
 * diner-written is escaped in the HTML.
 */
import type { Order, Refund } from '../../../shared/api';
import { isRtl, type LanguageCode } from '../../../shared/languages';
import { escapeHtml, mailSafeName } from './invitation';
import type { MailMessage } from './mailer';
import { fill, RECEIPT_WORDS, type ReceiptWords } from './receipt-words';

export type ReceiptOrder = Pick<
  Order,
  'id' | 'orderCode' | 'tableLabel' | 'createdAt' | 'paidAt' | 'subtotalCents' | 'taxCents' | 'taxIncluded' | 'taxRateBps' | 'tipCents' | 'totalCents' | 'currency' | 'lines'
> & { refunds?: Refund[] | undefined };

export interface ReceiptMail {
  to: string;
  lang: LanguageCode;
  restaurantName: string;
  /** The restaurant's IANA time zone: the time printed is the one on the restaurant's clock. */
  timeZone: string;
  order: ReceiptOrder;
  /** The printable receipt page in the diner app; absent for a payment of a table's bill (its receipt is this mail). */
  receiptLink?: string;
  /**
   * A payment of a table's bill (issue 29): asked for at the table, or (`charged`) the automatic charge of a tab left
   * open, sent to the card holder unasked.
   */
  tab?: { charged: boolean };
  /** The refund this mail is the credit note of; absent for the receipt itself. */
  creditNoteFor?: string;
}

interface Row {
  label: string;
  amount: string;
  strong?: boolean;
}

interface Rendered {
  title: string;
  intro: string;
  /** Why the address was used (the line under the receipt); empty for the card holder's unasked receipt. */
  addressNote: string;
  facts: [string, string][];
  lines: { qty: number; name: string; details: string; amount: string }[];
  totals: Row[];
  refund: { heading: string; covers: string[]; rows: Row[] } | null;
}

function formatters(lang: LanguageCode, currency: string, timeZone: string) {
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() });
  let when: Intl.DateTimeFormat;
  try {
    when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  }
  return { money: (cents: number) => money.format(cents / 100), when: (iso: string) => when.format(new Date(iso)) };
}

const percent = (lang: LanguageCode, bps: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(bps / 10_000);

const lineName = (line: ReceiptOrder['lines'][number]) => line.dinerItemName ?? line.itemName;

function lineDetails(words: ReceiptWords, line: ReceiptOrder['lines'][number]): string {
  return [...line.options.map((o) => o.optionName), ...line.removedIngredients.map((name) => fill(words.without, { name }))].join(', ');
}

/** What one refund gave back, in words: its dishes (qty × name), the tip, or part of the order. */
export function refundCovers(words: ReceiptWords, order: ReceiptOrder, refund: Pick<Refund, 'lines' | 'tipCents' | 'kind'>): string[] {
  const dishes = refund.lines
    .map((l) => {
      const line = order.lines[l.position];
      return line ? `${l.qty} × ${lineName(line)}` : null;
    })
    .filter((text): text is string => text !== null);
  if (refund.kind === 'full') return [...order.lines.map((line) => `${line.qty} × ${lineName(line)}`), ...(order.tipCents > 0 ? [words.tip] : [])];
  const covers = [...dishes, ...(refund.tipCents > 0 ? [words.tip] : [])];
  return covers.length ? covers : [words.partOfOrder];
}

function render(mail: ReceiptMail): Rendered {
  const words = RECEIPT_WORDS[mail.lang];
  const { order } = mail;
  const { money, when } = formatters(mail.lang, order.currency, mail.timeZone);
  const rate = order.taxRateBps == null ? '' : ` (${percent(mail.lang, order.taxRateBps)})`;
  const totals: Row[] = [{ label: words.subtotal, amount: money(order.subtotalCents) }];
  if (!order.taxIncluded) totals.push({ label: `${words.tax}${rate}`, amount: money(order.taxCents) });
  totals.push({ label: words.tip, amount: money(order.tipCents) });
  totals.push({ label: words.total, amount: money(order.totalCents), strong: true });
  if (order.taxIncluded) totals.push({ label: `${words.taxIncluded}${rate}`, amount: money(order.taxCents) });
  totals.push({ label: words.paidByCard, amount: money(order.totalCents) });

  const succeeded = (order.refunds ?? []).filter((r) => r.status === 'succeeded');
  const refunded = succeeded.reduce((sum, r) => sum + r.amountCents, 0);
  for (const r of succeeded) totals.push({ label: `${words.refund} · ${when(r.succeededAt ?? r.createdAt)}`, amount: money(-r.amountCents) });
  if (refunded > 0) totals.push({ label: words.totalPaidNow, amount: money(order.totalCents - refunded), strong: true });

  const prompting = mail.creditNoteFor ? succeeded.find((r) => r.id === mail.creditNoteFor) : undefined;
  const refund = prompting
    ? {
        heading: `${words.refund}: ${money(prompting.amountCents)}`,
        covers: refundCovers(words, order, prompting),
        rows: [
          { label: words.totalRefunded, amount: money(refunded) },
          { label: words.totalPaidNow, amount: money(order.totalCents - refunded), strong: true },
        ],
      }
    : null;

  const facts: [string, string][] = [
    [words.orderCode, order.orderCode],
    [words.date, when(order.paidAt ?? order.createdAt)],
  ];
  if (order.tableLabel) facts.push([words.table, order.tableLabel]);
  return {
    title: prompting ? words.creditNote : words.receipt,
    intro: prompting ? words.creditNoteIntro : mail.tab?.charged ? words.tabCharged : words.thanks,
    addressNote: mail.tab ? (mail.tab.charged ? '' : words.addressKeptTab) : words.addressKept,
    facts,
    lines: order.lines.map((line) => ({ qty: line.qty, name: lineName(line), details: lineDetails(words, line), amount: money(line.lineTotalCents) })),
    totals,
    refund,
  };
}

function textPart(restaurantName: string, r: Rendered, words: ReceiptWords, link: string | undefined): string {
  const out = [`${r.title} · ${restaurantName}`, '', r.intro, ''];
  if (r.refund) {
    out.push(r.refund.heading, `${words.refundCovers}: ${r.refund.covers.join(', ')}`, ...r.refund.rows.map((row) => `${row.label}: ${row.amount}`), '');
  }
  out.push(...r.facts.map(([label, value]) => `${label}: ${value}`), '');
  for (const line of r.lines) {
    out.push(`${line.qty} × ${line.name}  ${line.amount}`);
    if (line.details) out.push(`    ${line.details}`);
  }
  out.push('', ...r.totals.map((row) => `${row.label}: ${row.amount}`));
  if (link) out.push('', `${words.viewOnline}: ${link}`);
  if (r.addressNote) out.push('', r.addressNote);
  return out.join('\n');
}

const cell = 'padding:4px 0;vertical-align:top';

function htmlPart(lang: LanguageCode, restaurantName: string, r: Rendered, words: ReceiptWords, link: string | undefined): string {
  const e = escapeHtml;
  const end = isRtl(lang) ? 'left' : 'right';
  const row = (x: Row) =>
    `<tr><td style="${cell}">${x.strong ? `<strong>${e(x.label)}</strong>` : e(x.label)}</td><td style="${cell};text-align:${end};white-space:nowrap">${x.strong ? `<strong>${e(x.amount)}</strong>` : e(x.amount)}</td></tr>`;
  const refund = r.refund
    ? `<div style="border:1px solid #0B3D2E;border-radius:8px;padding:12px;margin:16px 0">
<p style="margin:0 0 8px"><strong>${e(r.refund.heading)}</strong></p>
<p style="margin:0 0 8px">${e(words.refundCovers)}: ${r.refund.covers.map((c) => `<bdi>${e(c)}</bdi>`).join(', ')}</p>
<table role="presentation" style="width:100%;border-collapse:collapse">${r.refund.rows.map(row).join('')}</table></div>`
    : '';
  const lines = r.lines
    .map(
      (line) =>
        `<tr><td style="${cell};width:2.5em">${line.qty} ×</td><td style="${cell}"><bdi>${e(line.name)}</bdi>${line.details ? `<br><span style="color:#555;font-size:90%"><bdi>${e(line.details)}</bdi></span>` : ''}</td><td style="${cell};text-align:${end};white-space:nowrap">${e(line.amount)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="${lang}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${e(r.title)}</title></head>
<body style="font-family:sans-serif;color:#0B3D2E;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 4px">${e(r.title)}</h1>
<p style="margin:0 0 12px;font-size:18px"><strong><bdi>${e(restaurantName)}</bdi></strong></p>
<p>${e(r.intro)}</p>${refund}
<table role="presentation" style="border-collapse:collapse;margin:12px 0">${r.facts.map(([label, value]) => `<tr><td style="${cell};padding-inline-end:12px;color:#555">${e(label)}</td><td style="${cell}"><strong><bdi>${e(value)}</bdi></strong></td></tr>`).join('')}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;border-top:1px solid #ccc;border-bottom:1px solid #ccc">${lines}</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin-top:8px">${r.totals.map(row).join('')}</table>
${link ? `<p style="margin-top:16px"><a href="${e(link)}">${e(words.viewOnline)}</a></p>` : ''}
${r.addressNote ? `<p style="color:#555;font-size:85%">${e(r.addressNote)}</p>` : ''}
</body></html>`;
}

export function receiptMessage(mail: ReceiptMail): MailMessage {
  const words = RECEIPT_WORDS[mail.lang];
  const restaurantName = mailSafeName(mail.restaurantName);
  const rendered = render(mail);
  const subject = fill(rendered.refund ? words.subjectCreditNote : words.subjectReceipt, { restaurant: restaurantName, code: mail.order.orderCode });
  return {
    to: mail.to,
    subject,
    text: textPart(restaurantName, rendered, words, mail.receiptLink),
    html: htmlPart(mail.lang, restaurantName, rendered, words, mail.receiptLink),
  };
}

/** The printable receipt page in the diner app that a receipt mail links to, in the order's language. */
export function receiptLinkFor(siteUrl: string, orderId: string, lang: LanguageCode): string {
  return `${siteUrl.replace(/\/+$/, '')}/order/receipt?oid=${encodeURIComponent(orderId)}&lang=${lang}`;
}
