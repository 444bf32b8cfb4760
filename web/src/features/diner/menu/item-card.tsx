import type { AllergenCode, ItemDiet } from '@shared/allergens';
import type { PublicMenuItem } from '@shared/api';
import { QuantityStepper } from '../components/quantity-stepper';
import { useI18n } from '../i18n/i18n-store';
import { MAX_LINE_QTY } from '../cart/cart-line';
import { canCustomize, needsChooser } from './chooser-selection';
import { DietInfo } from './diet-info';
import { ItemPhoto } from './item-photo';

interface ItemCardProps {
  item: PublicMenuItem;
  currency: string;
  /** How many of this item the cart holds: all its choices for an item with options, else its plain line's. */
  inCart: number;
  /** The first cards load their image at once (likely the largest thing on screen); the others when scrolled to. */
  eagerImage: boolean;
  /** What its ingredients make of it (allergens, diets), and the filtered allergens it can be made without. */
  diet: ItemDiet;
  avoid: readonly AllergenCode[];
  /** False when the restaurant cannot take payments: the dish is shown, with nothing to add it to a cart. */
  orderable: boolean;
  /** Outside its menu hours (issue 30 item 3): shown, not orderable, with when it is served again. */
  closed?: { from: string | null } | null;
  onAdd(): void;
  onRemoveOne(): void;
  onChoose(): void;
}

export function ItemCard({ item, currency, inCart, eagerImage, diet, avoid, orderable, closed, onAdd, onRemoveOne, onChoose }: ItemCardProps) {
  const { t, money } = useI18n();
  const chooser = needsChooser(item);
  const nameId = `item-${item.id}-name`;

  let controls;
  if (item.soldOut) {
    controls = <span className="badge badge--muted">{t('soldOut')}</span>;
  } else if (closed) {
    controls = <span className="badge badge--muted">{closed.from ? t('availableFrom', { time: closed.from }) : t('notAvailableNow')}</span>;
  } else if (!orderable) {
    controls = null;
  } else if (chooser) {
    controls = (
      <div className="item-card__actions">
        {inCart > 0 ? <span className="badge">{t('inCart', { count: inCart })}</span> : null}
        <button type="button" className="button button--small" aria-label={t('chooseOptionsFor', { item: item.name })} onClick={onChoose}>
          {t('chooseOptions')}
        </button>
      </div>
    );
  } else {
    const quick =
      inCart > 0 ? (
        <QuantityStepper
          itemName={item.name}
          quantity={inCart}
          onDecrease={onRemoveOne}
          onIncrease={onAdd}
          canIncrease={inCart < MAX_LINE_QTY}
        />
      ) : (
        <button type="button" className="button button--small" aria-label={t('addItem', { item: item.name })} onClick={onAdd}>
          {t('add')}
        </button>
      );
    // One tap adds the dish as it comes; "Customize" opens the chooser to leave an ingredient out.
    controls = canCustomize(item) ? (
      <div className="item-card__actions">
        <button type="button" className="button button--ghost button--small" aria-label={t('customizeItem', { item: item.name })} onClick={onChoose}>
          {t('customize')}
        </button>
        {quick}
      </div>
    ) : (
      quick
    );
  }

  return (
    <article className={item.soldOut ? 'item-card item-card--sold-out' : closed ? 'item-card item-card--closed' : 'item-card'} aria-labelledby={nameId}>
      {/* One column on a phone, two from 40rem, beside the cart panel from 64rem. */}
      <ItemPhoto item={item} className="item-card__image" sizes="(min-width: 40rem) 50vw, 100vw" eager={eagerImage} />
      <div className="item-card__body">
        {/* h2: the next level under the restaurant's name (h1); the category is the tab that labels the panel. */}
        <h2 id={nameId} className="item-card__name">
          <bdi>{item.name}</bdi>
        </h2>
        {item.description ? (
          <p className="item-card__description">
            <bdi>{item.description}</bdi>
          </p>
        ) : null}
        <DietInfo diet={diet} avoid={avoid} />
        <div className="item-card__footer">
          <span className="item-card__price">{money(item.priceCents, currency)}</span>
          {controls}
        </div>
      </div>
    </article>
  );
}
