/**
 * The cart of each restaurant, shared by the menu and the cart page, saved on every change and kept in step
 * across tabs (the 'storage' event).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { readLocalValue, removeLocalValue, writeLocalValue } from '@/lib/browser-storage';
import type { CartLine } from './cart-line';
import { cartReducer, type CartAction } from './cart-reducer';
import { cartStorageKey, parseStoredCart, serializeCart } from './cart-storage';

interface CartStore {
  getSnapshot(): readonly CartLine[];
  subscribe(listener: () => void): () => void;
  dispatch(action: CartAction): void;
}

function createCartStore(restaurantId: string): CartStore {
  const key = cartStorageKey(restaurantId);
  let lines: readonly CartLine[] = parseStoredCart(readLocalValue(key));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  // No window when a prerendered page is rendered on the server (boot/prerendered-page.ts).
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      lines = parseStoredCart(event.newValue);
      emit();
    });
  }

  return {
    getSnapshot: () => lines,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      lines = cartReducer(lines, action);
      const stored = serializeCart(lines);
      if (stored === null) removeLocalValue(key);
      else writeLocalValue(key, stored);
      emit();
    },
  };
}

const stores = new Map<string, CartStore>();

function cartStoreFor(restaurantId: string): CartStore {
  let store = stores.get(restaurantId);
  if (!store) {
    store = createCartStore(restaurantId);
    stores.set(restaurantId, store);
  }
  return store;
}

export interface Cart {
  lines: readonly CartLine[];
  dispatch(action: CartAction): void;
}

/** A prerendered page is rendered (and hydrated) with an empty cart; the diner's own cart shows right after. */
const NO_LINES: readonly CartLine[] = [];
const serverSnapshot = () => NO_LINES;

export function useCart(restaurantId: string): Cart {
  const store = cartStoreFor(restaurantId);
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  return useMemo(() => ({ lines, dispatch: store.dispatch }), [lines, store]);
}
