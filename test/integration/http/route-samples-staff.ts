/**
 * Samples for the staff-management routes (see route-samples.ts): invite, resend, role change, removal. Every call
 * of a factory makes its own pending invitation (a fresh e-mail), so each request finds the row it needs whatever
 * the tests before it did (removed it, resent it).
 */
import { Staff } from '../../../functions/lib/composition';
import { uniqueEmail } from '../../support/users';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

async function pendingMember(f: Fixtures): Promise<string> {
  const { member } = await Staff.invite({
    restaurantId: f.restaurantA.id,
    email: uniqueEmail('sample-invite'),
    role: 'staff',
    createdBy: f.ownerA.userId,
  });
  return member.id;
}

export const staffRouteSamples: Record<string, SampleFactory> = {
  'staff-invite': () => ({
    body: { email: uniqueEmail('sample-invite'), role: 'staff' },
    wrongTypes: { body: { email: 42, role: 'owner' } },
    missingFields: { body: { role: 'staff' } },
  }),

  'staff-resend': async (f) => ({
    path: { staffId: await pendingMember(f) },
    unknownId: { path: { staffId: unknownUuid } },
  }),

  'staff-update-role': async (f) => ({
    path: { staffId: await pendingMember(f) },
    body: { role: 'manager' },
    wrongTypes: { body: { role: 'owner' } },
    missingFields: { body: {} },
    unknownId: { path: { staffId: unknownUuid } },
  }),

  'staff-remove': async (f) => ({
    path: { staffId: await pendingMember(f) },
    validStatus: 204,
    unknownId: { path: { staffId: unknownUuid } },
  }),
};
