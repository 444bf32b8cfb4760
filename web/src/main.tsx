/**
 * Start-up. Two apps share this entry:
 * - the diner's pages (/start, /language, /menu, /cart, /order/*), a small app without react-router: React DOM
 *   alone is ~67 KB gzipped and react-router's data router another ~30, so a diner page could never meet its
 *   100 KB first-load budget (DESIGN.md 10) with the router on board;
 * - everything else (landing, sign-in, owner, staff), the react-router app in app/.
 * Both are loaded on demand, so neither downloads the other's code.
 */
import './styles/index.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StartupError } from './app/startup-error';
import { showToastFromPreviousPage } from './components/toast/toast-after-reload';
import { loadRuntimeConfig } from './config/runtime-config';
import { matchDinerRoute } from './features/diner/boot/diner-routes';
import { startDinerApp } from './features/diner/boot/start-diner-app';

const root = createRoot(document.getElementById('root')!);
const configLoaded = loadRuntimeConfig();
const dinerRoute = matchDinerRoute(window.location.pathname);
const appLoaded: Promise<ComponentType> = dinerRoute
  ? startDinerApp(dinerRoute, configLoaded)
  : import('./app/app').then((module) => module.App);

Promise.all([configLoaded, appLoaded]).then(
  ([, App]) => {
    showToastFromPreviousPage();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  },
);
