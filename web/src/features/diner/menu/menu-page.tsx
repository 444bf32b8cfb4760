/** /menu/{restaurantId}?table=&lang=&preview=1 (SPEC.md 2, public menu). */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PublicMenu, PublicMenuItem } from '@shared/api';
import { Spinner } from '@/components/ui/spinner';
import { lineKey } from '../cart/cart-line';
import type { NewCartLine } from '../cart/cart-reducer';
import { useCart } from '../cart/cart-store';
import { indexMenu, priceLine } from '../cart/line-pricing';
import { LoadFailed } from '../components/load-failed';
import { PreviewBanner } from '../components/preview-banner';
import { RestaurantNotFound } from '../components/restaurant-not-found';
import { StatusCard } from '../components/status-card';
import { isHydrating } from '../boot/prerendered-page';
import { useI18n } from '../i18n/i18n-store';
import { useDinerLanguage } from '../i18n/use-diner-language';
import { useBranding } from '../lib/branding';
import { useDocumentTitle } from '../lib/document-title';
import { useAsync } from '../lib/use-async';
import { dinerPaths, journeyQuery } from '../navigation/diner-paths';
import { useDinerLocation } from '../navigation/location-store';
import { CallWaiter } from './call-waiter';
import { CartPanel } from './cart-panel';
import { CategoryTabs, categoryTabId } from './category-tabs';
import { ItemCard } from './item-card';
import { ItemChooser } from './item-chooser';
import { needsChooser } from './chooser-selection';
import { isRestaurantMissing, loadMenuInLanguage, receivedMenuInLanguage } from './load-menu';
import { MenuHeader } from './menu-header';
import { dietsOf, filterChoices, filterCount, itemVisibility, parseStoredFilter, type MenuFilter } from './menu-filter';
import { MenuFilters } from './menu-filters';

/** How long 'Added ... to cart' stays in the cart bar (it is said there, not in a toast over the dishes). */
export const ADDED_SHOWN_MS = 4000;

/** The last dish added, in words, for the cart bar; cleared after a while. */
function useAddedMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  function show(next: string) {
    if (timer.current) clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(''), ADDED_SHOWN_MS);
  }
  return [message, show];
}

/** The allergen and diet filter lasts for the tab (back from the cart finds it as it was). */
const filterStorageKey = (restaurantId: string) => `tabletap.menu-filter.${restaurantId}`;

function storedFilter(restaurantId: string): MenuFilter {
  try {
    return parseStoredFilter(sessionStorage.getItem(filterStorageKey(restaurantId)));
  } catch {
    return parseStoredFilter(null);
  }
}

function useMenuFilter(restaurantId: string): [MenuFilter, (filter: MenuFilter) => void] {
  // A prerendered page is hydrated as the server rendered it, with no filter; the diner's own shows right after.
  const [restoreAfterHydration] = useState(isHydrating);
  const [filter, setFilter] = useState<MenuFilter>(() => (restoreAfterHydration ? parseStoredFilter(null) : storedFilter(restaurantId)));
  useEffect(() => {
    // A second pass after hydration, the way React documents for what only the browser knows (sessionStorage here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (restoreAfterHydration) setFilter(storedFilter(restaurantId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration (before the effect below saves)
  }, []);
  useEffect(() => {
    try {
      if (filterCount(filter) === 0) sessionStorage.removeItem(filterStorageKey(restaurantId));
      else sessionStorage.setItem(filterStorageKey(restaurantId), JSON.stringify(filter));
    } catch {
      // Storage off (private mode): the filter simply does not outlive the page.
    }
  }, [filter, restaurantId]);
  return [filter, setFilter];
}

export default function MenuPage({ restaurantId }: { restaurantId: string }) {
  const { query } = useDinerLocation();
  const { t } = useI18n();
  const lang = query.get('lang');
  const menu = useAsync(
    `${restaurantId}|${lang}`,
    () => loadMenuInLanguage(restaurantId, query),
    () => receivedMenuInLanguage(restaurantId, query),
  );
  const loaded = menu.status === 'success' ? menu.data : null;
  useDinerLanguage(loaded?.lang ?? null);
  useBranding(loaded?.restaurant.branding ?? null);
  useDocumentTitle(loaded?.restaurant.name ?? null);

  if (menu.status === 'loading') return <Spinner fill label={t('loadingMenu')} />;
  if (menu.status === 'error') {
    return isRestaurantMissing(menu.error) ? <RestaurantNotFound /> : <LoadFailed title={t('menuLoadFailed')} onRetry={menu.retry} />;
  }
  return <Menu menu={menu.data} restaurantId={restaurantId} />;
}

function Menu({ menu, restaurantId }: { menu: PublicMenu; restaurantId: string }) {
  const { t } = useI18n();
  const { query, search } = useDinerLocation();
  const cart = useCart(restaurantId);
  const tabsId = useId();
  const index = useMemo(() => indexMenu(menu), [menu]);
  const categories = useMemo(() => [...menu.categories].sort((a, b) => a.position - b.position), [menu.categories]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<PublicMenuItem | null>(null);
  const [filter, setFilter] = useMenuFilter(restaurantId);
  const diets = useMemo(() => dietsOf(menu.items), [menu.items]);
  const choices = useMemo(() => filterChoices(diets.values()), [diets]);
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
  const canOrder = !paymentsOff;
  const active = categories.find((c) => c.id === activeId) ?? categories[0];
  const categoryItems = active ? menu.items.filter((item) => item.categoryId === active.id) : [];
  const activeItems = categoryItems.flatMap((item) => {
    const visibility = itemVisibility(dietOf(item), activeFilter);
    return visibility.shown ? [{ item, avoid: visibility.avoid }] : [];
  });
  const languageHref =
    restaurant.enabledLanguages.length > 1 ? dinerPaths.language(restaurantId, { table, preview: journey.preview }) : null;

  function add(line: NewCartLine, qty = 1) {
    cart.dispatch({ type: 'add', line, qty });
    // Said in the cart bar, politely, one at a time: a toast would sit on the dishes' buttons.
    showAdded(t('addedToCart', { item: line.name }));
  }

  function addSimple(item: PublicMenuItem) {
    const priced = priceLine(index, { itemId: item.id, optionIds: [], comboChoices: [] });
    if (!priced.available) return;
    add({ itemId: item.id, optionIds: [], comboChoices: [], name: priced.name, optionNames: [], unitPriceCents: priced.unitPriceCents });
  }

  const inCart = (itemId: string) => cart.lines.filter((line) => line.itemId === itemId).reduce((n, line) => n + line.qty, 0);
  const simpleKey = (itemId: string) => lineKey({ itemId, optionIds: [], comboChoices: [] });
  // The card's stepper counts the dish as it comes; a customized one ("No Basil") is its own line in the cart.
  const plainInCart = (itemId: string) => cart.lines.find((line) => line.key === simpleKey(itemId))?.qty ?? 0;

  return (
    <div className={canOrder && cart.lines.length ? 'menu-page menu-page--with-cart' : 'menu-page'}>
      <div className="menu-page__main">
        <MenuHeader restaurant={restaurant} table={table} languageHref={languageHref} lang={menu.lang} />
        {/* In the page, under the header: a floating button would sit on the dishes' buttons. */}
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
              {activeItems.length === 0 ? (
                <p className="muted menu-page__empty">{t(categoryItems.length ? 'noItemsMatchFilters' : 'noItemsInCategory')}</p>
              ) : (
                <div className="item-grid">
                  {activeItems.map(({ item, avoid }, position) => (
                    <ItemCard
                      key={item.id}
                      item={item}
                      currency={restaurant.currency}
                      inCart={needsChooser(item) ? inCart(item.id) : plainInCart(item.id)}
                      eagerImage={position < 2}
                      diet={dietOf(item)}
                      avoid={avoid}
                      orderable={canOrder}
                      onAdd={() => addSimple(item)}
                      onRemoveOne={() => cart.dispatch({ type: 'decrement', key: simpleKey(item.id) })}
                      onChoose={() => setChoosing(item)}
                    />
                  ))}
                </div>
              )}
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
          lines={cart.lines}
          currency={restaurant.currency}
          checkoutHref={`${dinerPaths.cart(restaurantId)}${search}`}
          added={added}
          onIncrease={(key) => cart.dispatch({ type: 'increment', key })}
          onDecrease={(key) => cart.dispatch({ type: 'decrement', key })}
        />
      ) : null}
      {choosing && canOrder ? (
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
