/**
 * order_items: one line of an order, as charged (name and prices copied from the menu at checkout).
 *   primary (orderDetails collection)  pk orderId  sk position (zero-padded so lines sort in cart order)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';
import { ORDER_DETAILS_COLLECTION } from './order';

export const orderLineEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'orderLine', version: '1' },
      attributes: {
        orderId: { type: 'string', required: true, readOnly: true },
        position: { type: 'number', required: true, readOnly: true, padding: { length: 3, char: '0' } },
        restaurantId: { type: 'string', required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        /** The restaurant's own name for the item: what staff, the kitchen and analytics show. */
        itemName: { type: 'string', required: true, readOnly: true },
        /**
         * The item's name in the diner's language, when the diner ordered in a language the restaurant offers (not its
         * default) and the item has a translated name: what the diner's own pages and checkout show. Absent otherwise.
         */
        dinerItemName: { type: 'string', readOnly: true },
        qty: { type: 'number', required: true, readOnly: true },
        unitPriceCents: { type: 'number', required: true, readOnly: true },
        lineTotalCents: { type: 'number', required: true, readOnly: true },
        options: {
          type: 'list',
          required: true,
          readOnly: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              groupName: { type: 'string', required: true },
              optionName: { type: 'string', required: true },
              priceDeltaCents: { type: 'number', required: true },
            },
          },
        },
        // Names of the ingredients left out ("no onions"), in the item's order; lines stored before it read as [].
        removedIngredients: { type: 'list', required: true, readOnly: true, default: () => [], items: { type: 'string' } },
        note: { type: 'string', readOnly: true },
        // Allergen codes of what was served, fixed at checkout (shared/api orderLineSchema); absent when none are known.
        allergens: { type: 'list', readOnly: true, items: { type: 'string' } },
      },
      indexes: {
        byOrder: primaryCollectionIndex(ORDER_DETAILS_COLLECTION, ['orderId'], ['position']),
      },
    },
    config,
  );
