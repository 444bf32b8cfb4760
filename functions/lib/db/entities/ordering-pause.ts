/**
 * A restaurant's pause of new orders (issue 30 item 2, shared/ordering-pause.ts): one item per restaurant while a
 * pause is set, replaced by a new pause, deleted on resume. Its own partition, not the restaurant's menu: a pause
 * must not render the prerendered menu pages again (their stream filter takes `$menu#` sort keys), and the pages
 * learn of it at run time. An item whose `until` has passed is no pause (read as none; the next pause replaces it).
 *   primary  pk restaurantId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex } from '../keys';

export const orderingPauseEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'orderingPause', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** The paused categories; absent: the whole restaurant. */
        categoryIds: { type: 'list', items: { type: 'string' } },
        categoryNames: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        /** ISO end, on the server's clock; absent: until resumed. */
        until: { type: 'string' },
        pausedAt: { type: 'string', required: true },
        pausedBy: { type: 'string', required: true },
      },
      indexes: {
        byId: primaryIndex(['restaurantId'], []),
      },
    },
    config,
  );
