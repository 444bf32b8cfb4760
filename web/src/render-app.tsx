/**
 * React DOM and the first render, in a chunk of their own so start-up (main.tsx) can request the page's code and
 * data before React DOM (~60 KB gzipped) has arrived. index.html preloads this chunk (vite.config.ts), so it downloads
 * alongside the entry rather than after it.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StartupError } from './app/startup-error';

const rootElement = () => document.getElementById('root')!;

export function renderApp(App: ComponentType): void {
  createRoot(rootElement()).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

export function renderStartupError(): void {
  createRoot(rootElement()).render(<StartupError />);
}
