import { useI18n } from '../i18n/i18n-store';

interface QuantityStepperProps {
  /** The item's name, so each button says what it changes ("Remove one Espresso"). */
  itemName: string;
  quantity: number;
  onDecrease(): void;
  onIncrease(): void;
  /** Plus is off at the limit (99 per line, the API's limit). */
  canIncrease?: boolean;
}

/** Minus, the count, plus: 44 px targets, the count announced when it changes. */
export function QuantityStepper({ itemName, quantity, onDecrease, onIncrease, canIncrease = true }: QuantityStepperProps) {
  const { t } = useI18n();
  return (
    <div className="stepper" role="group" aria-label={`${t('quantity')}: ${itemName}`}>
      <button type="button" className="stepper__button" aria-label={t('decreaseQuantity', { item: itemName })} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </button>
      <span className="stepper__count" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('increaseQuantity', { item: itemName })}
        onClick={onIncrease}
        disabled={!canIncrease}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
