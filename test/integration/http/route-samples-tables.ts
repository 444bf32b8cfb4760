/** Samples for the owner's tables (issue 28 item 1): list, create from a list, rename, delete, a new key. */
import { storedTable } from '../table-visits/support';
import type { SampleFactory } from './route-samples';

const unknownTableId = 'zzzzzzzzzzzz';

export const tableRouteSamples: Record<string, SampleFactory> = {
  'tables-get': {},
  'tables-create': {
    body: { list: 'Sample 1-2', seats: 2 },
    wrongTypes: { body: { list: 42, seats: 'two' } },
    missingFields: { body: { seats: 2 } },
  },
  'table-update': async (f) => {
    const table = await storedTable(f.restaurantA.id);
    return {
      path: { tableId: table.tableId },
      body: { seats: 6, section: 'Patio' },
      wrongTypes: { path: { tableId: table.tableId }, body: { seats: 'six' } },
      missingFields: { path: { tableId: table.tableId }, body: {} },
      unknownId: { path: { tableId: unknownTableId }, body: { seats: 2 } },
    };
  },
  'table-delete': async (f) => ({
    path: { tableId: (await storedTable(f.restaurantA.id)).tableId },
    wrongTypes: { path: { tableId: 'not an id!' } },
    unknownId: { path: { tableId: unknownTableId } },
  }),
  'table-new-key': async (f) => ({
    path: { tableId: (await storedTable(f.restaurantA.id)).tableId },
    wrongTypes: { path: { tableId: 'not an id!' } },
    unknownId: { path: { tableId: unknownTableId } },
  }),
};
