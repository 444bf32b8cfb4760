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

  window.addEventListener('storage', (event) => {
    if (event.key !== key) return;
    lines = parseStoredCart(event.newValue);
    emit();
  });

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

export function useCart(restaurantId: string): Cart {
  const store = cartStoreFor(restaurantId);
  const lines = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(() => ({ lines, dispatch: store.dispatch }), [lines, store]);
}
