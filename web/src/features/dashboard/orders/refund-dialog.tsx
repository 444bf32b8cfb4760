import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Order, RefundRequestBody } from '@shared/api';
import { REFUND_NOTE_MAX } from '@shared/api';
import { planRefund, REFUND_REASON_LABELS, REFUND_REASONS, type RefundReasonCode } from '@shared/refunds';
import { toast } from '@/components/toast/toast-store';
import { dialogKeys, useModalDialog } from '@/components/ui/modal-dialog';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { formatMoneyInput } from '@/lib/money-input';
import { useRefundOrder } from '../api/refunds';
import { inWords } from './order-refunds';
import { askOf, newRequestId, openQty, refundableOf, requestOf, tipLeft, type RefundChoice, type RefundMode } from './refund-form';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const MODE_LABELS: Record<RefundMode, string> = { items: 'By dishes', tip: 'Tip', amount: 'Amount', full: 'Everything left' };

interface RefundDialogProps {
  restaurantId: string;
  /** The order as it stands (its Details' read): the preview plans on it. */
  order: Order;
  onClose(): void;
}

/**
 * Giving money back on a paid order (owners and managers): by dishes (a quantity per line, up to what is still
 * refundable), the tip, an amount, or everything left; a reason and an optional note. The preview is planRefund on
 * the order as it stands, the server's own arithmetic, so it shows what goes back.
 *
 * One requestId per submission, made when the dialog opens: a double click or a retry sends the same one, so it is
 * one refund. When the payment provider did not answer (502 refund_pending, or no answer at all) the refund may be
 * saved as pending: the choice is then locked and "Try again" sends the same request. A refund the provider refused
 * or that failed is recorded as failed, so the next try is a new refund with a new requestId.
 */
export function RefundDialog({ restaurantId, order, onClose }: RefundDialogProps) {
  const id = useId();
  const left = order.totalCents - order.refundedCents;
  const tip = tipLeft(order);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const hasOpenLines = order.lines.some((line) => openQty(line) > 0);

  const [choice, setChoice] = useState<RefundChoice>(() => ({
    mode: hasOpenLines ? 'items' : 'amount',
    qty: {},
    tip: tip > 0 ? formatMoneyInput(tip) : '',
    amount: '',
  }));
  const [reason, setReason] = useState<RefundReasonCode | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  /** The request saved as pending (or never answered): sent again as it is, same requestId. */
  const [retry, setRetry] = useState<RefundRequestBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const errorBox = useRef<HTMLParagraphElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);

  const refund = useRefundOrder(restaurantId, order.id);
  const { dialog, cancel } = useModalDialog(onClose, (element) => element.querySelector<HTMLElement>(FOCUSABLE)?.focus());

  const asked = askOf(choice);
  const plan = asked.ok ? planRefund(refundableOf(order), asked.ask) : asked;

  function showError(message: string) {
    setError(message);
    // The submit button may have been disabled under the focus: the message takes it, and is read out.
    requestAnimationFrame(() => errorBox.current?.focus());
  }

  function send(body: RefundRequestBody) {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    refund.mutate(body, {
      onSuccess: ({ refund: made }) => {
        if (made.status === 'failed') {
          setRetry(null);
          setRequestId(newRequestId());
          showError(`The refund of ${money(made.amountCents)} failed${made.failureReason ? ` (${inWords(made.failureReason)})` : ''}: nothing went back to the diner.`);
          return;
        }
        // A round paid with a table's bill is refunded from each payment that covered it: the toast says the whole.
        const cents = order.onTab && plan.ok ? plan.parts.cents : made.amountCents;
        toast.success(made.status === 'pending' ? `Refund of ${money(cents)} sent; waiting for the payment provider` : `Refunded ${money(cents)}${order.onTab ? ' to the cards that paid the bill' : ''}`);
        onClose();
      },
      onError: (failure) => {
        const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
        if (!refused) {
          // Saved as pending (502 refund_pending, in the server's words), or no answer: the same request makes it once.
          setRetry(body);
          if (failure instanceof ApiError && failure.code === 'refund_pending') showError(failure.message);
          else showError(`${failure.message} The refund may have been saved: Try again sends the same request, so it is made once.`);
          return;
        }
        setRetry(null);
        // Refused by the provider (recorded as failed) or a key used already: the next try is a new refund.
        if (failure.code === 'refund_refused' || failure.code === 'refund_request_reused') setRequestId(newRequestId());
        showError(failure.message);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (retry) return send(retry);
    if (!reason) {
      setReasonMissing(true);
      firstReason.current?.focus();
      return;
    }
    if (!plan.ok) return showError(plan.message);
    if (asked.ok) send(requestOf(asked.ask, requestId, reason, note));
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => dialogKeys(event, cancel, FOCUSABLE);

  const setQty = (position: number, qty: number) => setChoice((current) => ({ ...current, qty: { ...current.qty, [position]: qty } }));
  const modes: RefundMode[] = ['items', ...(tip > 0 ? (['tip'] as const) : []), 'amount', 'full'];
  const pending = refund.isPending;

  return (
    <dialog ref={dialog} className="owner-dialog refund-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-left`} onKeyDown={onKeyDown}>
      <form className="owner-dialog__panel refund-dialog__panel" onSubmit={submit} noValidate>
        <header className="owner-dialog__header">
          <h2 id={`${id}-title`} className="owner-dialog__title">
            Refund order {order.orderCode}
          </h2>
          <button type="button" className="owner-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <p id={`${id}-left`} className="muted refund-dialog__left">
          {money(left)} left to refund of {money(order.totalCents)} paid.
        </p>

        <fieldset className="refund-dialog__choice" disabled={retry !== null}>
          <fieldset className="refund-dialog__group">
            <legend className="field__label">What to refund</legend>
            <div className="refund-dialog__modes">
              {modes.map((mode) => (
                <label key={mode} className="refund-dialog__mode">
                  <input type="radio" name={`${id}-mode`} value={mode} checked={choice.mode === mode} onChange={() => setChoice({ ...choice, mode })} />
                  {MODE_LABELS[mode]}
                </label>
              ))}
            </div>
          </fieldset>

          {choice.mode === 'items' ? (
            <ul className="refund-dialog__lines" aria-label="Dishes to refund">
              {order.lines.map((line, position) => {
                const open = openQty(line);
                const qty = choice.qty[position] ?? 0;
                const qtyId = `${id}-qty-${position}`;
                return (
                  <li key={`${line.itemId}-${position}`} className="refund-dialog__line">
                    <label htmlFor={open > 0 ? qtyId : undefined} className="refund-dialog__line-name">
                      {line.qty} × {line.itemName}
                      {line.options.length ? <span className="muted"> ({line.options.map((o) => o.optionName).join(', ')})</span> : null}
                      <span className="muted refund-dialog__line-total"> {money(line.lineTotalCents)}</span>
                    </label>
                    {open > 0 ? (
                      <span className="refund-dialog__stepper">
                        <button type="button" className="button button--outline" aria-label={`One fewer ${line.itemName}`} disabled={qty <= 0} onClick={() => setQty(position, qty - 1)}>
                          −
                        </button>
                        <input
                          id={qtyId}
                          className="input refund-dialog__qty"
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={open}
                          value={qty}
                          aria-describedby={`${qtyId}-open`}
                          onChange={(event) => {
                            const typed = Math.trunc(Number(event.target.value));
                            setQty(position, Number.isFinite(typed) ? Math.min(open, Math.max(0, typed)) : 0);
                          }}
                        />
                        <button type="button" className="button button--outline" aria-label={`One more ${line.itemName}`} disabled={qty >= open} onClick={() => setQty(position, qty + 1)}>
                          +
                        </button>
                        <span id={`${qtyId}-open`} className="muted refund-dialog__open">
                          of {open}
                        </span>
                      </span>
                    ) : (
                      <span className="muted">Refunded</span>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}

          {choice.mode === 'tip' || choice.mode === 'amount' ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-amount`}>
                {choice.mode === 'tip' ? `Tip to refund (up to ${money(tip)})` : `Amount to refund (up to ${money(left)})`}
              </label>
              <input
                id={`${id}-amount`}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                value={choice.mode === 'tip' ? choice.tip : choice.amount}
                onChange={(event) => setChoice({ ...choice, [choice.mode]: event.target.value })}
              />
            </div>
          ) : null}

          {choice.mode === 'full' ? <p className="refund-dialog__full">Everything left on the order: {money(left)}.</p> : null}

          <fieldset className="refund-dialog__group" aria-describedby={reasonMissing && !reason ? `${id}-reason-error` : undefined}>
            <legend className="field__label">Reason (required)</legend>
            <div className="refund-dialog__reasons">
              {REFUND_REASONS.map((code, index) => (
                <label key={code} className="refund-dialog__mode">
                  <input
                    ref={index === 0 ? firstReason : undefined}
                    type="radio"
                    name={`${id}-reason`}
                    value={code}
                    required
                    checked={reason === code}
                    aria-invalid={reasonMissing && !reason ? true : undefined}
                    onChange={() => setReason(code)}
                  />
                  {REFUND_REASON_LABELS[code]}
                </label>
              ))}
            </div>
            {reasonMissing && !reason ? (
              <p id={`${id}-reason-error`} className="field__error" role="alert">
                Choose a reason for the refund.
              </p>
            ) : null}
          </fieldset>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-note`}>
              Note (optional)
            </label>
            <textarea
              id={`${id}-note`}
              className="input refund-dialog__note"
              rows={2}
              maxLength={REFUND_NOTE_MAX}
              value={note}
              aria-describedby={`${id}-note-count`}
              onChange={(event) => setNote(event.target.value)}
            />
            <span id={`${id}-note-count`} className="muted refund-dialog__count">
              {note.length}/{REFUND_NOTE_MAX}
            </span>
          </div>
        </fieldset>

        <section className="refund-dialog__preview" aria-label="Refund preview" aria-live="polite" data-testid="refund-preview">
          {retry ? (
            <p className="refund-dialog__refusal">The refund is saved as pending. Try again sends the same request, so it is refunded once.</p>
          ) : plan.ok ? (
            <>
              {order.onTab ? (
                <p className="muted refund-dialog__tab">
                  Paid with the table’s bill: the money goes back to the cards that paid these dishes, each its part (in proportion when the bill was split evenly or by amounts).
                </p>
              ) : null}
              <dl className="order-money__rows">
                <div className="order-money__row order-money__row--gross">
                  <dt>Back to the diner</dt>
                  <dd data-testid="refund-preview-amount">{money(plan.parts.cents)}</dd>
                </div>
                <div className="order-money__row">
                  <dt>{order.taxIncluded ? 'of which tax (incl.)' : 'of which tax'}</dt>
                  <dd data-testid="refund-preview-tax">{money(plan.parts.taxCents)}</dd>
                </div>
                <div className="order-money__row">
                  <dt>of which tip</dt>
                  <dd data-testid="refund-preview-tip">{money(plan.parts.tipCents)}</dd>
                </div>
                <div className="order-money__row">
                  <dt>Platform fee returned</dt>
                  <dd data-testid="refund-preview-fee">{money(plan.parts.feeCents)}</dd>
                </div>
                <div className="order-money__row">
                  <dt>Left to refund after this</dt>
                  <dd data-testid="refund-preview-left">{money(left - plan.parts.cents)}</dd>
                </div>
              </dl>
            </>
          ) : (
            <p className="refund-dialog__refusal" data-testid="refund-preview-refusal">
              {plan.message}
            </p>
          )}
        </section>

        {error ? (
          <p ref={errorBox} className="refund-dialog__error" role="alert" tabIndex={-1} data-testid="refund-error">
            {error}
          </p>
        ) : null}

        <div className="refund-dialog__actions">
          <button type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button refund-dialog__submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Refunding...' : retry ? 'Try again' : plan.ok ? `Refund ${money(plan.parts.cents)}` : 'Refund'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
