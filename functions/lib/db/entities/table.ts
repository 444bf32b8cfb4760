/**
 * A restaurant's table (issue 28 item 1): a name diners and staff read ("9", "Patio 2"), a section, seats, and the
 * secret its printed card carries, so a card's link (`tk` = tableId.secret, shared/tables.ts) proves it came from
 * this table's card and cannot be guessed from another's. The secret is kept (not hashed): the owner reprints the
 * same cards from it, and only owners and managers read it. `currentSessionId` points at the table's open visit
 * (tableSession), written only under a condition so a table has at most one.
 *   primary  pk restaurantId  sk tableId   (the floor: every table of a restaurant in one query)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, updatedAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const tableEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'table', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        tableId: { type: 'string', required: true, readOnly: true },
        /** As shown (visibleText), at most TABLE_NAME_MAX characters. */
        name: { type: 'string', required: true },
        /** The name's key (functions/lib/domain/table-label.ts tableLabel(name).key): two tables never share one. */
        nameKey: { type: 'string', required: true },
        section: { type: 'string' },
        seats: { type: 'number', required: true, default: 4 },
        /** The floor's order (the order the owner listed them in). */
        position: { type: 'number', required: true, default: 0 },
        /** 128 random bits, base64url (22 characters): the card's proof. A new one means new cards. */
        secret: { type: 'string', required: true },
        /** When the current secret was made: cards printed before it no longer open a visit. */
        secretIssuedAt: { type: 'string', required: true },
        /** The open visit, if any (tableSession.sessionId). */
        currentSessionId: { type: 'string' },
        createdAt: createdAtAttribute,
        updatedAt: updatedAtAttribute,
      },
      indexes: {
        byRestaurant: primaryIndex(['restaurantId'], ['tableId']),
      },
    },
    config,
  );
