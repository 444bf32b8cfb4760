/**
 * The 'Call waiter' dialog (./call-waiter.tsx opens it, loaded on demand): why (the bill, water, help, an allergy
 * question: issue 30 item 4, optional), the table and an optional message, sent as a service request; 'Thanks! A
 * waiter is on the way.' then closes it. The reasons' words load with the dialog, in the diner's language.
 */
import { use, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SERVICE_REQUEST_MESSAGE_MAX, SERVICE_REQUEST_TABLE_MAX } from '@shared/constants';
import type { CallReason } from '@shared/sections';
import { sendServiceRequest } from '../api/send-service-request';
import { Dialog } from '../components/dialog';
import { useI18n } from '../i18n/i18n-store';
import { wordsLoader } from '../i18n/words-loader';
import en, { type CallWords } from './call-words/en';
import './call-waiter-dialog.css';
import { serviceRequestFailure } from './service-request-error';

const wordsOf = wordsLoader<CallWords>(en, import.meta.glob<{ default: CallWords }>(['./call-words/*.ts', '!./call-words/en.ts']));

/**
 * Each reason's words, in the order offered (shared/sections.ts CALL_REASONS). Not imported from there: a module the
 * dashboard shares lands in the chunk every diner page loads first.
 */
const REASON_WORDS: Record<CallReason, keyof CallWords> = {
  bill: 'reasonBill',
  water: 'reasonWater',
  help: 'reasonHelp',
  allergy: 'reasonAllergy',
};
const REASONS = Object.keys(REASON_WORDS) as CallReason[];

/** How long 'Thanks! A waiter is on the way.' stays before the dialog resets and closes (SPEC.md 9). */
export const SUCCESS_SHOWN_MS = 3000;

interface CallWaiterDialogProps {
  restaurantId: string;
  table: string | null;
  onServiceDisabled(): void;
  onClose(): void;
}

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export default function CallWaiterDialog({ restaurantId, table, onServiceDisabled, onClose }: CallWaiterDialogProps) {
  const { t, lang } = useI18n();
  const words = use(wordsOf(lang));
  const id = useId();
  const [reason, setReason] = useState<CallReason | null>(null);
  const [tableNumber, setTableNumber] = useState((table ?? '').slice(0, SERVICE_REQUEST_TABLE_MAX));
  const [message, setMessage] = useState('');
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await sendServiceRequest({
        restaurant_id: restaurantId,
        table_number: tableNumber.trim() || null,
        message: message.trim() || null,
        reason,
      });
      setState({ kind: 'sent' });
      timer.current = setTimeout(onClose, SUCCESS_SHOWN_MS);
    } catch (error) {
      const failure = serviceRequestFailure(error);
      if (failure.serviceDisabled) onServiceDisabled();
      setState({ kind: 'failed', message: 'key' in failure ? t(failure.key) : failure.serverMessage });
    }
  }

  return (
    <Dialog title={t('callWaiter')} description={t('callWaiterHint')} onClose={onClose}>
      {state.kind === 'sent' ? (
        <p className="notice notice--success" role="status">
          {t('waiterOnTheWay')}
        </p>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <fieldset className="call-reasons">
            <legend className="field__label">{words.reasonLegend}</legend>
            <div className="call-reasons__choices">
              {REASONS.map((value) => (
                <label key={value} className="call-reason">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    onClick={() => reason === value && setReason(null)}
                  />
                  <span>{words[REASON_WORDS[value]]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-table`}>
              {t('tableNumber')}
            </label>
            <input
              id={`${id}-table`}
              className="input"
              value={tableNumber}
              maxLength={SERVICE_REQUEST_TABLE_MAX}
              autoComplete="off"
              onChange={(event) => setTableNumber(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              {t('messageOptional')}
            </label>
            <textarea
              id={`${id}-message`}
              className="input"
              rows={3}
              value={message}
              maxLength={SERVICE_REQUEST_MESSAGE_MAX}
              placeholder={t('messagePlaceholder')}
              aria-describedby={`${id}-count`}
              onChange={(event) => setMessage(event.target.value)}
            />
            <p id={`${id}-count`} className="field__hint">
              {t('characterCount', { count: message.length })}
            </p>
          </div>
          {state.kind === 'failed' ? (
            <p className="notice notice--error" role="alert">
              {state.message}
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('sending') : t('sendRequest')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
