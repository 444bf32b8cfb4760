/**
 * When an open tab is charged to its saved card if nothing happens first (issue 29): one item per open tab, moved
 * forward by every round, deleted when the bill is paid or the visit ends. The sweep reads the ones due, oldest first.
 *   primary  pk sessionId
 *   gsi1     byDue   pk (the entity)  sk dueAt, sessionId
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryIndex, secondaryIndex } from '../keys';

export const tabDueEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tabDue', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** ISO time the tab is charged at. */
        dueAt: { type: 'string', required: true },
      },
      indexes: {
        byId: primaryIndex(['sessionId'], []),
        byDue: secondaryIndex('gsi1', [], ['dueAt', 'sessionId']),
      },
    },
    config,
  );
