import { describe, expect, it } from 'vitest';
import { table } from '../../../infra/table';
import { stored } from './stored';

/**
 * ElectroDB's entity and version tags are named once, in infra/table.ts (the stream filters match the entity tag, the
 * stream handler reads it, menu projections keep both): this pins that name to what ElectroDB really writes, so an
 * ElectroDB upgrade or an `identifiers` setting that renamed them fails here, not silently in the stream filters.
 */
describe('entityTags', () => {
  it('are the attributes ElectroDB writes on an item, holding its entity name and model version', () => {
    const item = stored('serviceRequest', { requestId: 'sr1', restaurantId: 'r1', tableNumber: '4', status: 'open' });
    expect(item[table.entityTags.entity]).toBe('serviceRequest');
    expect(item[table.entityTags.version]).toBe('1');
  });
});
