import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { priceOrder } from '@shared/pricing';
import type { CartLine } from '../cart/cart-line';
import { MAX_LINE_QTY } from '../cart/cart-line';
import { lineDetails } from '../cart/line-details';
import { QuantityStepper } from '../components/quantity-stepper';
import { useI18n } from '../i18n/i18n-store';
import { DinerLink } from '../navigation/diner-link';

/** At a table (issue 28): the bar shows everyone's lines, who added each, and lets this phone change only its own. */
export interface CartPanelLineProps {
  title?: string;
  byline?(line: CartLine): string | null;
  canChange?(line: CartLine): boolean;
  checkoutLabel?: string;
}

interface CartPanelProps extends CartPanelLineProps {
  lines: readonly CartLine[];
  currency: string;
  checkoutHref: string;
  /** 'Added ... to cart' for a few seconds after a dish is added, said here rather than over the dishes; else ''. */
  added: string;
  onIncrease(key: string): void;
  onDecrease(key: string): void;
}

/**
 * The order so far, beside the menu on wide screens; on a phone one compact bar at the bottom (count and subtotal
 * beside Continue to Checkout) that opens into the list. The last dish added is shown in it for a few seconds.
 */
export function CartPanel({ lines, currency, checkoutHref, added, onIncrease, onDecrease, title, byline, canChange = () => true, checkoutLabel }: CartPanelProps) {
  const { t, money } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  const { subtotalCents } = priceOrder({ lines, taxRateBps: 0, tip: { kind: 'none' } });
  const panel = useRef<HTMLElement>(null);
  useBarHeight(panel, lines.length > 0);
  const classes = ['cart-panel', expanded && 'cart-panel--expanded', lines.length === 0 && 'cart-panel--empty'].filter(Boolean);

  return (
    <aside ref={panel} className={classes.join(' ')} aria-labelledby="cart-panel-title">
      <div className="cart-panel__head">
        <h2 id="cart-panel-title" className="cart-panel__title">
          {title ?? t('yourOrder')}
        </h2>
        <button
          type="button"
          className="cart-panel__toggle"
          aria-expanded={expanded}
          aria-controls="cart-panel-lines"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('hideOrder') : t('showOrder')} ({t('itemCount', { count })})
        </button>
        {/* Seen here; heard through the menu's own live region (this bar is hidden until the first dish is in). */}
        <p className="cart-panel__added" aria-hidden="true">
          {added}
        </p>
      </div>
      <div id="cart-panel-lines" className="cart-panel__lines">
        {lines.length === 0 ? (
          <p className="muted">{t('cartPanelEmpty')}</p>
        ) : (
          <ul className="cart-panel__list">
            {lines.map((line) => (
              <li key={line.key} className="cart-panel__line">
                <div className="cart-panel__line-text">
                  <span className="cart-panel__line-name">
                    <bdi>{line.name}</bdi>
                  </span>
                  {line.optionNames.length || line.removedNames?.length ? (
                    <span className="cart-panel__line-options">
                      <bdi>{lineDetails(t, line.optionNames, line.removedNames)}</bdi>
                    </span>
                  ) : null}
                  {byline?.(line) ? <span className="cart-panel__line-by">{byline(line)}</span> : null}
                  <span className="cart-panel__line-price">{money(line.unitPriceCents * line.qty, currency)}</span>
                </div>
                {canChange(line) ? (
                  <QuantityStepper
                    itemName={line.name}
                    quantity={line.qty}
                    onDecrease={() => onDecrease(line.key)}
                    onIncrease={() => onIncrease(line.key)}
                    canIncrease={line.qty < MAX_LINE_QTY}
                  />
                ) : (
                  <span className="cart-panel__line-qty">{t('quantityTimes', { count: line.qty })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {lines.length > 0 ? (
        <div className="cart-panel__footer">
          <p className="cart-panel__total">
            <span>{t('subtotal')}</span>
            <strong>{money(subtotalCents, currency)}</strong>
          </p>
          <DinerLink to={checkoutHref} className="button button--block">
            {checkoutLabel ?? t('continueToCheckout')}
          </DinerLink>
        </div>
      ) : null}
    </aside>
  );
}

/**
 * The bar's real height as --cart-bar-height on <html>: the page ends that much lower (its last dish scrolls clear of
 * the bar) and toasts sit above it, however tall the bar is (long words, larger text, the list opened).
 */
function useBarHeight(panel: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !shown) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--cart-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cart-bar-height');
    };
  }, [panel, shown]);
}
