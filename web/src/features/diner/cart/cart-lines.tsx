import { toast } from '@/components/toast/toast-store';
import { TrashIcon } from '../components/icons';
import { QuantityStepper } from '../components/quantity-stepper';
import { useI18n } from '../i18n/i18n-store';
import { MAX_LINE_QTY } from './cart-line';
import { lineDetails } from './line-details';
import type { Cart } from './cart-store';
import type { PricedCartLine } from './priced-cart';

interface CartLinesProps {
  lines: readonly PricedCartLine[];
  currency: string;
  cart: Cart;
}

export function CartLines({ lines, currency, cart }: CartLinesProps) {
  const { t, money } = useI18n();

  function remove(key: string) {
    cart.dispatch({ type: 'remove', key });
    toast.success(t('itemRemoved'));
  }

  return (
    <section className="card cart-lines" aria-labelledby="cart-lines-title">
      <div className="cart-lines__head">
        <h2 id="cart-lines-title" className="section-title">
          {t('yourOrder')}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            cart.dispatch({ type: 'clear' });
            toast.success(t('cartCleared'));
          }}
        >
          {t('clearCart')}
        </button>
      </div>
      <ul className="cart-lines__list">
        {lines.map(({ line, name, optionNames, removedNames, unitPriceCents, lineTotalCents, available }) => (
          <li key={line.key} className={available ? 'cart-line' : 'cart-line cart-line--unavailable'}>
            <div className="cart-line__text">
              <span className="cart-line__name">
                <bdi>{name}</bdi>
              </span>
              {optionNames.length || removedNames.length ? (
                <span className="cart-line__options">
                  <bdi>{lineDetails(t, optionNames, removedNames)}</bdi>
                </span>
              ) : null}
              <span className="cart-line__unit">{t('eachPrice', { price: money(unitPriceCents, currency) })}</span>
              {available ? null : <span className="cart-line__problem">{t('unavailableItem')}</span>}
            </div>
            <div className="cart-line__controls">
              <QuantityStepper
                itemName={name}
                quantity={line.qty}
                onDecrease={() => (line.qty > 1 ? cart.dispatch({ type: 'decrement', key: line.key }) : remove(line.key))}
                onIncrease={() => cart.dispatch({ type: 'increment', key: line.key })}
                canIncrease={available && line.qty < MAX_LINE_QTY}
              />
              <span className="cart-line__total">{money(lineTotalCents, currency)}</span>
              <button type="button" className="icon-button" aria-label={t('removeItem', { item: name })} onClick={() => remove(line.key)}>
                <TrashIcon />
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
