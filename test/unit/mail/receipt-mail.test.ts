/**
 * The diner's receipt and credit note mails (issue 27 item 4): every language has every word (with English's
 * placeholders); the receipt carries the restaurant, code, time in the restaurant's zone, table, each line with its
 * options and removals as the diner named them, the totals as charged, "Paid by card"; the HTML part escapes what
 * owners and diners wrote; a credit note says what its refund gave back and what is paid now.
 */
import { describe, expect, it } from 'vitest';
import type { Refund } from '../../../shared/api';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { receiptLinkFor, receiptMessage, type ReceiptOrder } from '../../../functions/lib/mail/receipt';
import { RECEIPT_WORDS } from '../../../functions/lib/mail/receipt-words';

const placeholders = (word: string) => [...word.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the receipt words', () => {
  const english = RECEIPT_WORDS.en;
  it.each(LANGUAGE_CODES)('%s has every word, none empty, with the same placeholders as English', (lang) => {
    const words = RECEIPT_WORDS[lang];
    expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
    for (const [key, word] of Object.entries(words)) {
      expect(word.trim(), `${lang}.${key}`).not.toBe('');
      expect(placeholders(word), `${lang}.${key}`).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });
});

const order: ReceiptOrder = {
  id: 'order-1',
  orderCode: 'K7Q2M',
  tableLabel: '12',
  createdAt: '2026-11-28T20:29:00.000Z',
  paidAt: '2026-11-28T20:30:00.000Z',
  subtotalCents: 2650,
  taxCents: 212,
  taxIncluded: false,
  taxRateBps: 800,
  tipCents: 477,
  totalCents: 3339,
  currency: 'USD',
  lines: [
    {
      itemId: 'pizza',
      itemName: 'Margherita',
      dinerItemName: 'Pizza <Margarita>',
      qty: 1,
      unitPriceCents: 1400,
      lineTotalCents: 1400,
      options: [{ groupName: 'Size', optionName: 'Grande', priceDeltaCents: 0 }],
      removedIngredients: ['albahaca'],
      note: null,
    },
    { itemId: 'salad', itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null },
  ],
};

const mail = (overrides: Partial<Parameters<typeof receiptMessage>[0]> = {}) =>
  receiptMessage({
    to: 'diner@example.com',
    lang: 'en',
    restaurantName: 'Tom & "Jerry\'s" <Bistro>',
    timeZone: 'Europe/Madrid',
    order,
    receiptLink: receiptLinkFor('https://tabletap.example/', order.id, 'en'),
    ...overrides,
  });

const refund = (id: string, overrides: Partial<Refund>): Refund => ({
  id,
  kind: 'items',
  reason: 'wrong_item',
  note: 'staff only: the diner was rude',
  status: 'succeeded',
  amountCents: 1512,
  subtotalCents: 1400,
  taxCents: 112,
  tipCents: 0,
  feeCents: 70,
  lines: [{ position: 0, qty: 1, amountCents: 1400 }],
  canceledOrder: false,
  failureReason: null,
  createdAt: '2026-11-28T21:00:00.000Z',
  succeededAt: '2026-11-28T21:00:05.000Z',
  failedAt: null,
  ...overrides,
});

describe('the receipt mail', () => {
  it('has the restaurant, code, time on the restaurant clock, table, lines, totals and how it was paid (text)', () => {
    const message = mail();
    expect(message.to).toBe('diner@example.com');
    expect(message.subject).toBe('Your receipt from Tom & "Jerry\'s" <Bistro> (order K7Q2M)');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(order.paidAt!));
    expect(when).toContain('9:30'); // 20:30 UTC is 21:30 in Madrid
    const text = message.text.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        'Order code: K7Q2M',
        `Date: ${when}`,
        'Table: 12',
        '1 × Pizza <Margarita>  $14.00',
        '    Grande, No albahaca',
        '1 × Caesar Salad  $12.50',
        'Subtotal: $26.50',
        'Tax (8%): $2.12',
        'Tip: $4.77',
        'Total: $33.39',
        'Paid by card: $33.39',
        'View or print this receipt: https://tabletap.example/order/receipt?oid=order-1&lang=en',
      ]),
    );
  });

  it('escapes what owners and diners wrote in the HTML part', () => {
    const { html } = mail();
    expect(html).toContain('Tom &amp; &quot;Jerry&#39;s&quot; &lt;Bistro&gt;');
    expect(html).toContain('Pizza &lt;Margarita&gt;');
    expect(html).not.toContain('<Margarita>');
    expect(html).not.toContain('<Bistro>');
    expect(html).toContain('href="https://tabletap.example/order/receipt?oid=order-1&amp;lang=en"');
  });

  it('shows the tax as part of the prices when the order was charged that way', () => {
    const { text } = mail({ order: { ...order, taxIncluded: true, taxRateBps: 1000, taxCents: 241, totalCents: 3127 } });
    expect(text).not.toContain('Tax (10%)');
    expect(text).toContain('Tax included (10%): $2.41');
    expect(text).toContain('Total: $31.27');
  });

  it('is in the diner language: Spanish words, Spanish money and dates, right-to-left for Arabic', () => {
    const es = mail({ lang: 'es', receiptLink: receiptLinkFor('https://t.example', order.id, 'es') });
    expect(es.subject).toBe('Tu recibo de Tom & "Jerry\'s" <Bistro> (pedido K7Q2M)');
    const money = (cents: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(cents / 100);
    expect(es.text).toContain(`Propina: ${money(477)}`);
    expect(es.text).toContain(`Pagado con tarjeta: ${money(3339)}`);
    expect(es.text).toContain('Grande, Sin albahaca');
    expect(es.text).toContain('Mesa: 12');
    expect(es.html).toContain('<html lang="es" dir="ltr">');
    expect(mail({ lang: 'ar' }).html).toContain('<html lang="ar" dir="rtl">');
  });

  it('leaves out the table when the order had none', () => {
    expect(mail({ order: { ...order, tableLabel: null } }).text).not.toMatch(/^Table:/m);
  });
});

describe('the credit note', () => {
  it("says what the refund gave back, the total refunded and what is paid now, and lists each refund", () => {
    const first = refund('rf_1', {});
    const second = refund('rf_2', { amountCents: 477, subtotalCents: 0, taxCents: 0, tipCents: 477, lines: [], kind: 'tip', succeededAt: '2026-11-28T21:10:00.000Z' });
    const message = mail({ order: { ...order, refunds: [first, second] }, creditNoteFor: 'rf_2' });
    expect(message.subject).toBe('Credit note from Tom & "Jerry\'s" <Bistro> (order K7Q2M)');
    const text = message.text.split('\n');
    expect(text[0]).toBe('Credit note · Tom & "Jerry\'s" <Bistro>');
    expect(text).toEqual(expect.arrayContaining(['Refund: $4.77', 'Refunded for: Tip', 'Refunded in total: $19.89', 'Total paid after refunds: $13.50']));
    expect(text.filter((line) => line.startsWith('Refund · '))).toHaveLength(2);
    // Staff's own note never reaches the diner.
    expect(message.text).not.toContain('rude');
    expect(message.html).not.toContain('rude');
  });

  it('names the dishes a refund by item covered, as the diner saw them', () => {
    const message = mail({ order: { ...order, refunds: [refund('rf_1', {})] }, creditNoteFor: 'rf_1' });
    expect(message.text).toContain('Refunded for: 1 × Pizza <Margarita>');
    expect(message.text).toContain('Refund: $15.12');
  });

  it('leaves out refunds that failed or are still pending from the amounts', () => {
    const message = mail({ order: { ...order, refunds: [refund('rf_1', { status: 'failed' }), refund('rf_2', { status: 'pending' })] } });
    expect(message.text).not.toContain('Refund');
    expect(message.text).not.toContain('Total paid after refunds');
  });
});
