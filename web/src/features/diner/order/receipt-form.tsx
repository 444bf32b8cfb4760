/**
 * "Email me a receipt" on the confirmation page (issue 27 item 4): an address, sent once per click; the sent state
 * names the address; refusals are said in the diner's language (a bad address next to the field, too many sends,
 * anything else as "try again"). The address is kept only for this order's receipt and its credit notes.
 */
import { useId, useState, type FormEvent } from 'react';
import type { OrderReceiptResponse } from '@shared/api';
import { ApiError } from '@/lib/api-error';
import { useI18n } from '../i18n/i18n-store';
import type { MessageKey } from '../i18n/dictionaries/en';

type FormState =
  | { kind: 'editing'; error: MessageKey | null; invalid: boolean }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string; sendsLeft: number };

/** A loose check before sending (the server's is the real one): something@something.something. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function refusal(error: unknown): { error: MessageKey; invalid: boolean } {
  if (error instanceof ApiError && error.status === 400) return { error: 'receiptEmailInvalid', invalid: true };
  if (error instanceof ApiError && error.status === 429) return { error: 'receiptTooMany', invalid: false };
  return { error: 'receiptSendFailed', invalid: false };
}

/**
 * `send` mails the receipt to the address (an order's, or a payment of a table's bill, issue 29); `hint` says what
 * the address is used for when it is not the order's receipt and refund notes.
 */
export default function ReceiptForm({ send, hint }: { send: (email: string) => Promise<OrderReceiptResponse>; hint?: string }) {
  const { t } = useI18n();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'editing', error: null, invalid: false });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setState({ kind: 'editing', error: 'receiptEmailInvalid', invalid: true });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await send(address);
      setState({ kind: 'sent', email: address, sendsLeft: answer.sendsLeft });
    } catch (error) {
      setState({ kind: 'editing', ...refusal(error) });
    }
  }

  if (state.kind === 'sent') {
    return (
      <section className="receipt-mail" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="section-title">
          {t('emailReceiptTitle')}
        </h2>
        <p className="notice notice--success" role="status" data-testid="receipt-sent">
          {t('receiptSent', { email: state.email })}
        </p>
        {state.sendsLeft > 0 ? (
          <button type="button" className="button button--outline" onClick={() => setState({ kind: 'editing', error: null, invalid: false })}>
            {t('sendToAnotherAddress')}
          </button>
        ) : null}
      </section>
    );
  }

  const sending = state.kind === 'sending';
  const error = state.kind === 'editing' ? state.error : null;
  const invalid = state.kind === 'editing' && state.invalid;
  return (
    <section className="receipt-mail" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('emailReceiptTitle')}
      </h2>
      <form className="receipt-mail__form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('emailAddress')}
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {hint ?? t('emailReceiptHint')}
          </p>
          {error ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {t(error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('sendingReceipt') : t('sendReceipt')}
        </button>
      </form>
    </section>
  );
}
