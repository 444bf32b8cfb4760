/**
 * The diner's app with the menu page at hand, for rendering it at once where nothing is waited for: the prerendered
 * pages (prerender/render-diner-page.tsx renders them synchronously) and tests. The browser loads diner-shell.tsx and
 * the menu page in a chunk of its own (boot/start-diner-app.ts, vite.config.ts), so the diner's other pages do not
 * download the menu's code.
 */
import MenuPage from '../menu/menu-page';
import { provideDinerPage } from '../boot/diner-page-chunks';

provideDinerPage('menu', MenuPage);

export { DinerApp, activateLanguage } from './diner-shell';
