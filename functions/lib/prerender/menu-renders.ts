/**
 * When menu-prerender renders a restaurant's pages (functions/menu-prerender.ts): for a batch of menu changes, each
 * restaurant once; after a deploy, every restaurant, each after moving its translations to the current key layout
 * (functions/lib/db/migrations/translations-layout.ts: idempotent, nothing to do once moved).
 *
 * A render (or move) that fails is counted (MenuPrerenderFailures, an alarm watches it) and logged; the pages already
 * in the bucket keep being served (./menu-pages.ts only ever overwrites them with a successful render).
 */
import type { DbConfig } from '../db/service';
import { everyRestaurantId } from '../db/migrations/every-restaurant';
import { migrateTranslationsLayout } from '../db/migrations/translations-layout';
import { logger } from '../logger';
import { BusinessMetric, countMetric } from '../observability';
import type { MenuPages } from './menu-pages';

export interface MenuRendersDeps {
  pages: Pick<MenuPages, 'render'>;
  db: DbConfig;
}

export function createMenuRenders({ pages, db }: MenuRendersDeps) {
  async function render(restaurantId: string): Promise<boolean> {
    try {
      const result = await pages.render(restaurantId);
      logger.info('Menu pages rendered', { restaurantId, ...result });
      return true;
    } catch (error) {
      countMetric(BusinessMetric.MenuPrerenderFailures);
      logger.error('Menu pages not rendered; the previous pages stay served', { restaurantId, error: error as Error });
      return false;
    }
  }

  /** The restaurant's translations in the current key layout first (a no-op once moved); a failure is its render's. */
  async function migrate(restaurantId: string): Promise<boolean> {
    try {
      const moved = await migrateTranslationsLayout(db, restaurantId);
      if (moved > 0) logger.info('Translations moved to the per-language key layout', { restaurantId, moved });
      return true;
    } catch (error) {
      countMetric(BusinessMetric.MenuPrerenderFailures);
      logger.error('Translations not moved; the restaurant is not rendered', { restaurantId, error: error as Error });
      return false;
    }
  }

  return {
    /**
     * One batch of changes: `render(restaurantId)` renders a restaurant at its first record and answers its later
     * records with that render's outcome, rejecting when it failed.
     */
    batch() {
      const renders = new Map<string, Promise<boolean>>();
      return {
        async render(restaurantId: string): Promise<void> {
          let rendered = renders.get(restaurantId);
          if (!rendered) renders.set(restaurantId, (rendered = render(restaurantId)));
          if (!(await rendered)) throw new Error(`The menu pages of restaurant ${restaurantId} were not rendered`);
        },
      };
    },

    /** Every restaurant again, each after its translations' move (a failed move skips its render). */
    async renderAll(): Promise<{ rendered: number; failed: number }> {
      const restaurantIds = await everyRestaurantId(db);
      let failed = 0;
      for (const restaurantId of restaurantIds) {
        if (!(await migrate(restaurantId)) || !(await render(restaurantId))) failed += 1;
      }
      return { rendered: restaurantIds.length - failed, failed };
    },
  };
}
