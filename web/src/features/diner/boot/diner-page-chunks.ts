/**
 * Which diner pages' chunks are here (boot/diner-pages.ts names them and their loaders). Apart from the loaders, so
 * navigation can ask without importing the pages it leads to. Part of the entry chunk: no React here.
 */
import type { ComponentType } from 'react';
import type { DinerPageName } from './diner-routes';

type Loader = () => Promise<{ default: ComponentType<never> }>;

let loaders: Partial<Record<DinerPageName, Loader>> = {};
const loaded = new Map<DinerPageName, ComponentType<never>>();
const loading = new Map<DinerPageName, Promise<void>>();

/** Called once by diner-pages.ts. */
export function registerDinerPageLoaders(pages: Partial<Record<DinerPageName, Loader>>): void {
  loaders = pages;
}

/** Whether a page can render at once: it ships in the diner chunk, or its own chunk is here. */
export function isDinerPageReady(page: DinerPageName): boolean {
  return !loaders[page] || loaded.has(page);
}

/** Loads a page's chunk (once; a failed load is tried again next time). Resolves at once for the diner chunk's pages. */
export function loadDinerPage(page: DinerPageName): Promise<void> {
  const loader = loaders[page];
  if (!loader || loaded.has(page)) return Promise.resolve();
  let promise = loading.get(page);
  if (!promise) {
    promise = loader().then(
      (module) => void loaded.set(page, module.default),
      (error: unknown) => {
        loading.delete(page);
        throw error;
      },
    );
    loading.set(page, promise);
  }
  return promise;
}

/** A page whose code is already here (app/diner-app.tsx: the menu, for rendering it on a server). */
export function provideDinerPage(page: DinerPageName, component: ComponentType<never>): void {
  loaded.set(page, component);
}

/** A page's component once loadDinerPage has resolved, else undefined. */
export function loadedDinerPageComponent(page: DinerPageName): ComponentType<never> | undefined {
  return loaded.get(page);
}
