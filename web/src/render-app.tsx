/**
 * React DOM and the first render, in a chunk of their own so start-up (main.tsx) can request the page's code and
 * data before React DOM (~60 KB gzipped) has arrived. index.html preloads this chunk (vite.config.ts), so it downloads
 * alongside the entry rather than after it.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StartupError } from './app/startup-error';

const rootElement = () => document.getElementById('root')!;

export function renderApp(App: ComponentType, { hydrate = false }: { hydrate?: boolean } = {}): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!hydrate) {
    createRoot(rootElement()).render(app);
    return;
  }
  // Not in a transition: hydrating in slices let taps land on parts not yet hydrated, and under load some were lost
  // (a link on the landing page that did nothing, a menu's address losing its table; seen in the e2e suite).
  hydrateRoot(rootElement(), app, {
    // React renders afresh what did not match the server's HTML (e.g. a price formatted by another ICU version): the
    // diner still gets the right page, so it is a warning for the console, not an error.
    onRecoverableError: (error) => console.warn('The prerendered page was rendered again in the browser:', error),
  });
}

export function renderStartupError(): void {
  createRoot(rootElement()).render(<StartupError />);
}
