import './order-progress.css';
import type { OrderStatus } from '@shared/constants';
import { useI18n } from '../i18n/i18n-store';
import { PROGRESS_STEPS, progressIndex } from './order-progress';

/** Paid -> Preparing -> Ready -> Served at the status the page follows live; the step it is at is announced. */
export function OrderProgressSteps({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  const current = progressIndex(status);
  const currentStep = PROGRESS_STEPS[current];

  return (
    <section className="order-progress" aria-labelledby="order-progress-title">
      <h2 id="order-progress-title" className="section-title">
        {t('orderProgress')}
      </h2>
      <ol className="order-progress__steps" data-testid="order-progress">
        {PROGRESS_STEPS.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'next';
          return (
            <li key={step.status} className={`order-progress__step order-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="order-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="order-progress__label">{t(step.label)}</span>
            </li>
          );
        })}
      </ol>
      <p className="order-progress__announcement" role="status">
        {currentStep ? t('statusNow', { status: t(currentStep.label) }) : ''}
      </p>
    </section>
  );
}
