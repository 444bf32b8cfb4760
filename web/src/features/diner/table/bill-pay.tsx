/**
 * Paying one share of the table's bill (issue 29): the share, a tip of its own (15 / 18 / 20% of the share's items,
 * a custom amount, or none), then the payment page. One attempt per share, tip and take-over as chosen: a double
 * click or a retry is the same payment (attemptId). A refusal (the share was paid meanwhile, someone is still paying
 * it) is said in the server's words.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { GuestCredentials, TabView, TablePayRequest, TipChoice } from '@shared/api';
import { tipCents } from '@shared/pricing';
import { DEFAULT_TIP, toTipChoice, type ShownTip } from '../cart/tip';
import { TipChooser } from '../cart/tip-chooser';
import { newUuid } from '../lib/new-uuid';
import { BillTotals } from './bill-totals';
import { payShare, refusal } from './table-api';
import { useTableWords } from './use-table-words';

/** The share chosen: what it is to the server, its amount and, of that, the items (a percent tip's base). */
export interface Paying {
  share: TablePayRequest['share'];
  billCents: number;
  itemsCents: number;
  /** Someone else started paying it and left. */
  takeOver: boolean;
}

const NO_TIP = { kind: 'none' } as const;

type PayState = { kind: 'idle' } | { kind: 'processing' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

export function BillPay({ tab, paying, guest, onBack }: { tab: TabView; paying: Paying; guest: GuestCredentials | null; onBack(): void }) {
  const { t, tw, money, lang } = useTableWords();
  const id = useId();
  const [tip, setTip] = useState<ShownTip>(DEFAULT_TIP);
  const [pay, setPay] = useState<PayState>({ kind: 'idle' });
  const attempt = useRef<{ fingerprint: string; id: string } | null>(null);
  const choice: TipChoice = tip.kind === 'none' ? NO_TIP : toTipChoice(tip);
  const tipAmount = tipCents(paying.itemsCents, choice);
  const total = paying.billCents + tipAmount;
  const busy = pay.kind === 'processing' || pay.kind === 'redirecting';
  useEffect(() => {
    // Back from the payment page with this page restored as it was left ('redirecting'): ready again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPay({ kind: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function go() {
    if (busy || !guest) return;
    const fingerprint = JSON.stringify([paying.share, choice, paying.takeOver]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, id: newUuid() };
    setPay({ kind: 'processing' });
    try {
      const { url } = await payShare({
        guest,
        share: paying.share,
        tip: choice,
        takeOver: paying.takeOver,
        lang,
        attemptId: attempt.current.id,
      });
      setPay({ kind: 'redirecting' });
      window.location.assign(url);
    } catch (error) {
      setPay({ kind: 'failed', message: refusal(error, t('checkoutFailed')) });
    }
  }

  return (
    <section className="card stack bill-pay" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {paying.takeOver ? tw('billTakeOverTitle') : tw('billPayTitle')}
      </h2>
      <TipChooser
        value={tip}
        onChange={setTip}
        more={(name) => (
          <label className="tip-chooser__option">
            <input type="radio" name={name} checked={tip.kind === 'none'} onChange={() => setTip(NO_TIP)} />
            <span>{tw('billNoTip')}</span>
          </label>
        )}
      />
      <BillTotals
        currency={tab.currency}
        rows={[
          { label: tw('billYourPart'), cents: paying.billCents, testId: 'pay-share' },
          { label: t('tip'), cents: tipAmount, testId: 'pay-tip' },
          { label: t('total'), cents: total, testId: 'pay-total' },
        ]}
      />
      {pay.kind === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {pay.message}
        </p>
      ) : null}
      <button type="button" className="button button--block button--large" disabled={busy || !guest} aria-busy={busy || undefined} onClick={() => void go()}>
        {busy ? t('processing') : t('payAmount', { amount: money(total, tab.currency) })}
      </button>
      <button type="button" className="button button--ghost" disabled={busy} onClick={onBack}>
        {tw('billOtherShare')}
      </button>
    </section>
  );
}
