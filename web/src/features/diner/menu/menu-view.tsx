/** The menu as the diner sees it (SPEC.md 2): alone with this phone's cart, or at a table with the table's (issue 28). */
import { useContext, useId, useMemo, useState, type ReactNode } from 'react';
import type { PublicMenu, PublicMenuItem } from '@shared/api';
import type { CartLine } from '../cart/cart-line';
import type { NewCartLine } from '../cart/cart-reducer';
import { indexMenu, priceLine } from '../cart/line-pricing';
import { Spinner } from '@/components/ui/spinner';
import { firstScreenOf } from '../boot/prerendered-page';
import { LoadFailed } from '../components/load-failed';
import { PreviewBanner } from '../components/preview-banner';
import { StatusCard } from '../components/status-card';
import { useI18n } from '../i18n/i18n-store';
import { dinerPaths, journeyQuery } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { CallWaiter } from './call-waiter';
import { CartPanel, type CartPanelLineProps } from './cart-panel';
import { CategoryTabs, categoryTabId } from './category-tabs';
import { ItemCard } from './item-card';
import { ItemChooser } from './item-chooser';
import { useMenuHours } from './use-menu-hours';
import { needsChooser } from './chooser-selection';
import { MenuHeader } from './menu-header';
import { dietsOf, filterChoices, itemVisibility, type MenuFilter } from './menu-filter';
import { MenuFilters } from './menu-filters';
import { useAddedMessage, useMenuFilter } from './menu-state';
import { useOrderingPause } from '../pause/pause-slot';
import { WholeMenuContext } from './whole-menu';

/** How the menu orders: into this phone's cart, or into the table's shared one. */
export interface Ordering {
  /** Every line of the cart the bar shows (at a table: everyone's). */
  lines: readonly CartLine[];
  /** The lines this phone may change (the dish cards count these). */
  ownLines: readonly CartLine[];
  canOrder: boolean;
  add(line: NewCartLine, qty: number): void;
  increase(key: string): void;
  decrease(key: string): void;
  /** Shown under the header (the table's bar). */
  banner?: ReactNode;
  /** The cart bar's extras at a table: who added each line, which this phone may change, its own title. */
  panel?: CartPanelLineProps;
}

const samePlain = (line: CartLine, itemId: string) =>
  line.itemId === itemId && line.optionIds.length === 0 && line.comboChoices.length === 0 && !line.removedIngredientIds?.length;

export function MenuView({ menu, restaurantId, ordering }: { menu: PublicMenu; restaurantId: string; ordering: Ordering }) {
  const { t } = useI18n();
  const { query, search } = useDinerLocation();
  const tabsId = useId();
  const index = useMemo(() => indexMenu(menu), [menu]);
  // Menu hours (issue 30 item 3): a category hidden outside its hours has no tab then.
  const hours = useMenuHours(menu);
  const categories = useMemo(
    () => [...menu.categories].sort((a, b) => a.position - b.position).filter((c) => !hours?.hiddenCategories.has(c.id)),
    [menu.categories, hours],
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<PublicMenuItem | null>(null);
  const [filter, setFilter] = useMenuFilter(restaurantId);
  const diets = useMemo(() => dietsOf(menu.items), [menu.items]);
  // A big menu's prerendered first screen (./whole-menu.ts): its filters are the whole menu's; a category not all
  // there yet shows what is and says the rest is loading.
  const firstScreen = firstScreenOf(menu);
  const wholeMenu = useContext(WholeMenuContext);
  const choices = useMemo(
    () => (firstScreen ? { allergens: firstScreen.allergens, diets: firstScreen.diets } : filterChoices(diets.values())),
    [diets, firstScreen],
  );
  // Only the filters this menu offers count (a stored one for an allergen no item has any more does nothing).
  const activeFilter: MenuFilter = {
    hideAllergens: filter.hideAllergens.filter((code) => choices.allergens.includes(code)),
    diets: filter.diets.filter((flag) => choices.diets.includes(flag)),
  };
  const dietOf = (item: PublicMenuItem) => diets.get(item.id) ?? { allergens: [], avoidableAllergens: [], dietary: [] };
  const [added, showAdded] = useAddedMessage();

  const { restaurant } = menu;
  const journey = journeyQuery(query);
  const table = journey.table ?? null;
  // A restaurant that cannot take payments yet: the menu says so first and is for browsing (a cart could not be paid).
  // A preview (the owner's, the landing page's demo) still orders, as the cart page lets it: nothing is charged, and
  // its banner already says payments are off.
  const paymentsOff = !restaurant.chargesEnabled && !journey.preview;
  // A phone waiting to be let in at its table browses until it is (the table's bar says how to get in).
  const canOrder = !paymentsOff && ordering.canOrder;
  // Staff may have paused new orders, for everything or some categories (issue 30 item 2): those can't be added.
  const { paused, slot: pauseSlot } = useOrderingPause(restaurantId, menu);
  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  const categoryItems = active ? menu.items.filter((item) => item.categoryId === active.id) : [];
  const activePending = Boolean(firstScreen && active && !firstScreen.categoryIds.includes(active.id));
  const activeItems = categoryItems.flatMap((item) => {
    const visibility = itemVisibility(dietOf(item), activeFilter);
    const closed = hours?.items.get(item.id);
    return visibility.shown && !closed?.hidden ? [{ item, avoid: visibility.avoid, closed }] : [];
  });
  const languageHref =
    restaurant.enabledLanguages.length > 1 ? dinerPaths.language(restaurantId, { table, tk: journey.tk, preview: journey.preview }) : null;

  function add(line: NewCartLine, qty = 1) {
    ordering.add(line, qty);
    // Said in the cart bar, politely, one at a time: a toast would sit on the dishes' buttons.
    showAdded(t('addedToCart', { item: line.name }));
  }

  function addSimple(item: PublicMenuItem) {
    const priced = priceLine(index, { itemId: item.id, optionIds: [], comboChoices: [] });
    if (!priced.available || hours?.items.has(item.id)) return;
    add({ itemId: item.id, optionIds: [], comboChoices: [], name: priced.name, optionNames: [], unitPriceCents: priced.unitPriceCents });
  }

  const inCart = (itemId: string) => ordering.ownLines.filter((line) => line.itemId === itemId).reduce((n, line) => n + line.qty, 0);
  // The card's stepper counts the dish as it comes; a customized one ("No Basil") is its own line in the cart.
  const plainLine = (itemId: string) => ordering.ownLines.find((line) => samePlain(line, itemId));

  return (
    <div className={canOrder && ordering.lines.length ? 'menu-page menu-page--with-cart' : 'menu-page'}>
      <div className="menu-page__main">
        <MenuHeader restaurant={restaurant} table={table} languageHref={languageHref} lang={menu.lang} />
        {/* In the page, under the header: a floating button would sit on the dishes' buttons. */}
        {ordering.banner}
        {restaurant.serviceRequestEnabled ? <CallWaiter restaurantId={restaurantId} table={table} /> : null}
        {paymentsOff ? (
          <div className="notice notice--warning notice--stacked menu-page__payments-off" role="note" aria-labelledby={`${tabsId}-payments-off`}>
            <p className="notice__title" id={`${tabsId}-payments-off`}>
              {t('menuPaymentsOffTitle')}
            </p>
            <p>{t('menuPaymentsOffText')}</p>
          </div>
        ) : null}
        {journey.preview ? <PreviewBanner /> : null}
        {pauseSlot()}
        {menu.items.length === 0 || !active ? (
          <StatusCard tone="info" title={t('menuComingSoon')} text={t('menuComingSoonText')} />
        ) : (
          <>
            <MenuFilters allergens={choices.allergens} diets={choices.diets} filter={activeFilter} onChange={setFilter} />
            <CategoryTabs categories={categories} activeId={active.id} onSelect={setActiveId} idPrefix={tabsId} />
            <section
              id={`${tabsId}-panel`}
              role="tabpanel"
              aria-labelledby={categoryTabId(tabsId, active.id)}
              tabIndex={0}
              className="menu-page__panel"
            >
              {activePending && activeItems.length === 0 ? null : activeItems.length === 0 ? (
                <p className="muted menu-page__empty">{t(categoryItems.length ? 'noItemsMatchFilters' : 'noItemsInCategory')}</p>
              ) : (
                <div className="item-grid">
                  {activeItems.map(({ item, avoid, closed }, position) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      currency={restaurant.currency}
                      inCart={needsChooser(item) ? inCart(item.id) : (plainLine(item.id)?.qty ?? 0)}
                      eagerImage={position < 2}
                      diet={dietOf(item)}
                      avoid={avoid}
                      closed={closed}
                      orderable={canOrder && !paused(item.id)}
                      onAdd={() => addSimple(item)}
                      onRemoveOne={() => {
                        const line = plainLine(item.id);
                        if (line) ordering.decrease(line.key);
                      }}
                      onChoose={() => setChoosing(item)}
                    />
                  ))}
                </div>
              )}
              {/* A big menu's first screen: the rest of this category's dishes (or all of them) are on their way. */}
              {activePending ? (
                wholeMenu.failed ? (
                  <LoadFailed title={t('menuLoadFailed')} onRetry={wholeMenu.retry} />
                ) : (
                  <Spinner label={t('loadingMenu')} />
                )
              ) : null}
            </section>
          </>
        )}
      </div>
      {/* 'Added ... to cart', said politely; present from the start, so the first one is heard too. */}
      <p className="visually-hidden" role="status">
        {added}
      </p>
      {canOrder ? (
        <CartPanel
          lines={ordering.lines}
          currency={restaurant.currency}
          checkoutHref={`${dinerPaths.cart(restaurantId)}${search}`}
          added={added}
          onIncrease={ordering.increase}
          onDecrease={ordering.decrease}
          {...ordering.panel}
        />
      ) : null}
      {choosing && canOrder && !paused(choosing.id) ? (
        <ItemChooser
          item={choosing}
          diet={dietOf(choosing)}
          index={index}
          currency={restaurant.currency}
          onAdd={(line, qty) => {
            add(line, qty);
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </div>
  );
}
