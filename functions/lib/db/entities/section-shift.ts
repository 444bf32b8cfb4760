/**
 * A member's sections for a shift (issue 30 item 4, shared/sections.ts): one item per member and restaurant, replaced
 * when they change. It holds only for its shift day (`day`, the restaurant's, SHIFT_DAY_START_HOUR): read on another
 * day it is no assignment, so nobody has to end yesterday's by hand. `name` is the member's name as it was set, so a
 * call or a tip names its server without reading the team.
 *   primary  pk restaurantId  sk userId   (today's floor: every member's sections in one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { updatedAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const sectionShiftEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sectionShift', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        day: { type: 'string', required: true },
        sections: { type: 'list', items: { type: 'string' }, required: true },
        setBy: { type: 'string', required: true },
        updatedAt: updatedAtAttribute,
      },
      indexes: {
        byRestaurant: primaryIndex(['restaurantId'], ['userId']),
      },
    },
    config,
  );
