/**
 * Sections and servers (issue 30 item 4, shared/sections.ts). Tables belong to sections (the table's `section`);
 * members are assigned to sections for their shift (entity sectionShift, one per member, good for its shift day).
 *  - A diner's call reaches the members serving its table's section first (routeCall); nobody serving it, or a table
 *    without a section or not known: everyone at once.
 *  - A tip is credited when its payment is made to the members serving the table's section then, split evenly
 *    (tipCredits, written in the payment's own transaction by the caller); nobody: the restaurant's ('none').
 *  - The tips report adds the credits of a range of shift days per member and day (owners and managers see everyone's,
 *    staff their own).
 * Staff set their own sections; owners and managers anyone's.
 */
import type { EntityItem } from 'electrodb';
import type { SectionServer, ShiftUpdate, Shifts, TipsReport, TipsReportQuery, TipsReportRow } from '../../../shared/api';
import type { RestaurantRole } from '../../../shared/roles';
import { proportional, SHIFT_DAY_START_HOUR, splitTip } from '../../../shared/sections';
import type { Db } from '../db/service';
import { NOBODY } from '../db/entities/tip-credit';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import type { MemberCaller } from '../http/caller';
import { restaurantTimeZone } from './analytics/sales-writes';
import { addDays, localDate, localHour, usableTimeZone } from './analytics/time-zone';
import { tableLabel } from './table-label';

type ShiftRow = EntityItem<Db['entities']['sectionShift']>;
export type TipCreditRow = EntityItem<Db['entities']['tipCredit']>;

/** The shift day of an instant in the zone: the local date, or the day before until SHIFT_DAY_START_HOUR. */
export function shiftDay(instant: number, timeZone: string): string {
  const date = localDate(instant, timeZone);
  return localHour(instant, timeZone) < SHIFT_DAY_START_HOUR ? addDays(date, -1) : date;
}

/** A section's name as tables and shifts compare it: spaces folded, case ignored. */
const sectionKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/** The members serving `section` on `day`, by userId (the order a tip's odd cents go in). */
export function serversOf(shifts: readonly Pick<ShiftRow, 'userId' | 'name' | 'day' | 'sections'>[], section: string | null, day: string): SectionServer[] {
  if (!section) return [];
  const key = sectionKey(section);
  return shifts
    .filter((shift) => shift.day === day && shift.sections.some((s) => sectionKey(s) === key))
    .map(({ userId, name }) => ({ userId, name }))
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

async function shiftRows(db: Db, restaurantId: string): Promise<ShiftRow[]> {
  const { data } = await db.entities.sectionShift.query.byRestaurant({ restaurantId }).go({ pages: 'all', consistent: true });
  return data;
}

/** The restaurant's tables with their sections, in the floor's order (name, section). */
async function tablesOf(db: Db, restaurantId: string) {
  const { data } = await db.entities.table.query.byRestaurant({ restaurantId }).go({ pages: 'all', attributes: ['name', 'nameKey', 'section', 'position'] });
  return data.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** The section of the table a diner named (by its name's key), or null. */
async function sectionOfTable(db: Db, restaurantId: string, tableName: string | null | undefined): Promise<string | null> {
  const label = tableLabel(tableName);
  if (!label) return null;
  const table = (await tablesOf(db, restaurantId)).find((t) => t.nameKey === label.key);
  return table?.section?.trim() || null;
}

interface TeamMember {
  userId: string;
  name: string;
  role: RestaurantRole;
}

/** What the floor needs of the restaurant record, in one read: its owner, zone and currency. */
async function restaurantOf(db: Db, restaurantId: string) {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['ownerId', 'timeZone', 'currency'] });
  if (!data) throw new NotFoundError('Restaurant not found');
  return { ownerId: data.ownerId, timeZone: usableTimeZone(data.timeZone), currency: data.currency };
}

/** The owner and every member who joined, with the name they go by (their profile's, else their e-mail). */
async function teamOf(db: Db, restaurantId: string, restaurant: { ownerId: string }): Promise<TeamMember[]> {
  const { data: staff } = await db.entities.staff.query.byId({ restaurantId }).go({ pages: 'all', attributes: ['userId', 'role', 'email'] });
  const members: { userId: string; role: RestaurantRole; email: string | null }[] = [
    { userId: restaurant.ownerId, role: 'owner', email: null },
    ...staff.flatMap((row) => (row.userId && row.userId !== restaurant.ownerId ? [{ userId: row.userId, role: row.role, email: row.email }] : [])),
  ];
  const { data: profiles } = await db.entities.profile.get(members.map(({ userId }) => ({ userId }))).go({ attributes: ['userId', 'fullName', 'email'] });
  const byUser = new Map(profiles.map((p) => [p.userId, p]));
  return members.map(({ userId, role, email }) => {
    const profile = byUser.get(userId);
    return { userId, role, name: profile?.fullName?.trim() || profile?.email || email || (role === 'owner' ? 'Owner' : 'Team member') };
  });
}

const rank: Record<RestaurantRole, number> = { owner: 0, manager: 1, staff: 2 };

export function createSections(db: Db, clock: () => number = Date.now) {
  /** The restaurant, its team (one read each, then the profiles) and today's shift day. */
  async function floorOf(restaurantId: string) {
    const restaurant = await restaurantOf(db, restaurantId);
    return { restaurant, team: await teamOf(db, restaurantId, restaurant), day: shiftDay(clock(), restaurant.timeZone) };
  }

  async function shifts(restaurantId: string): Promise<Shifts> {
    const [{ day, team }, tables, rows] = await Promise.all([floorOf(restaurantId), tablesOf(db, restaurantId), shiftRows(db, restaurantId)]);
    const current = rows.filter((row) => row.day === day && team.some((m) => m.userId === row.userId));
    const sections: Shifts['sections'] = [];
    for (const table of tables) {
      const name = table.section?.trim();
      if (!name) continue;
      const known = sections.find((s) => sectionKey(s.name) === sectionKey(name));
      if (known) known.tables += 1;
      else sections.push({ name, tables: 1, servers: [] });
    }
    for (const section of sections) {
      section.servers = serversOf(current, section.name, day).map(({ userId }) => ({ userId, name: team.find((m) => m.userId === userId)!.name }));
    }
    const sectionsOf = (userId: string) => {
      const row = current.find((r) => r.userId === userId);
      return row ? sections.filter((s) => row.sections.some((n) => sectionKey(n) === sectionKey(s.name))).map((s) => s.name) : [];
    };
    return {
      day,
      sections,
      tablesWithoutSection: tables.filter((t) => !t.section?.trim()).length,
      team: team
        .map((m) => ({ ...m, sections: sectionsOf(m.userId) }))
        .sort((a, b) => rank[a.role] - rank[b.role] || a.name.localeCompare(b.name)),
    };
  }

  return {
    shifts,

    /** A member's sections for today (empty: off the floor). Staff set their own; owners and managers anyone's. */
    async setShift(caller: MemberCaller, userId: string, update: ShiftUpdate): Promise<Shifts> {
      const restaurantId = caller.restaurantId;
      if (caller.role === 'staff' && caller.userId !== userId) {
        throw new ForbiddenError('Staff choose only their own sections. Ask a manager to change someone else’s.');
      }
      const [{ day, team }, tables] = await Promise.all([floorOf(restaurantId), tablesOf(db, restaurantId)]);
      const member = team.find((m) => m.userId === userId);
      if (!member) throw new NotFoundError('Team member not found', 'member_not_found');
      const known = new Map<string, string>();
      for (const table of tables) {
        const name = table.section?.trim();
        if (name && !known.has(sectionKey(name))) known.set(sectionKey(name), name);
      }
      const chosen: string[] = [];
      for (const asked of update.sections) {
        const name = known.get(sectionKey(asked));
        if (!name) throw new BadRequestError(`No table is in a section called “${asked}”. Give tables that section on the QR codes page first.`, { sections: `unknown section ${asked}` }, 'unknown_section');
        if (!chosen.includes(name)) chosen.push(name);
      }
      if (chosen.length === 0) {
        await db.entities.sectionShift.delete({ restaurantId, userId }).go({ response: 'none' });
      } else {
        await db.entities.sectionShift.put({ restaurantId, userId, name: member.name, day, sections: chosen, setBy: caller.userId }).go({ response: 'none' });
      }
      return shifts(restaurantId);
    },

    /**
     * Where a diner's call goes first: the section of the table they named and the members serving it now (the
     * request reaches everyone SECTION_FIRST_SECONDS after it is made). Nobody serving it, or no section: servers
     * empty, everyone at once. `timeZone` is the restaurant's (the caller has read it).
     */
    async routeCall(restaurantId: string, tableName: string | null, timeZone: string): Promise<{ section: string | null; servers: SectionServer[] }> {
      const section = await sectionOfTable(db, restaurantId, tableName);
      if (!section) return { section: null, servers: [] };
      return { section, servers: serversOf(await shiftRows(db, restaurantId), section, shiftDay(clock(), usableTimeZone(timeZone))) };
    },

    /**
     * The credits of a tip paid at `paidAt` at the table named `tableName`: one per member serving its section then
     * (even parts, adding up to the tip), or one for nobody. None for no tip. The caller writes them with the payment.
     */
    async tipCredits(input: { restaurantId: string; sourceId: string; tableName: string | null; tipCents: number; currency: string; paidAt: string; timeZone?: string }): Promise<TipCreditRow[]> {
      if (input.tipCents <= 0) return [];
      const timeZone = input.timeZone === undefined ? await restaurantTimeZone(db, input.restaurantId) : usableTimeZone(input.timeZone);
      const day = shiftDay(Date.parse(input.paidAt), timeZone);
      const section = await sectionOfTable(db, input.restaurantId, input.tableName);
      const servers = section ? serversOf(await shiftRows(db, input.restaurantId), section, day) : [];
      const parts = splitTip(input.tipCents, servers.length);
      const base = {
        restaurantId: input.restaurantId,
        day,
        sourceId: input.sourceId,
        tipCents: 0,
        currency: input.currency.toUpperCase(),
        paidAt: input.paidAt,
        ...(section ? { section } : {}),
        ...(input.tableName ? { tableName: input.tableName } : {}),
      };
      if (servers.length === 0) return [{ ...base, userId: NOBODY, name: '', tipCents: input.tipCents }];
      return servers.map((server, i) => ({ ...base, userId: server.userId, name: server.name, tipCents: parts[i]! }));
    },

    /**
     * A refunded tip taken back from whoever it was credited to (sign -1, when the refund is made), or given back to
     * them when that refund fails (sign 1): parts in proportion to the order's credits, on the shift day of `at`.
     * Keyed by the refund (and the way it goes), so a retried write is the same rows. None when the order's tip was
     * never credited (paid before tips were credited).
     */
    async tipRefundCredits(input: { restaurantId: string; orderId: string; refundId: string; paidAt: string | undefined; tipCents: number; sign: 1 | -1; at: number; timeZone: string }): Promise<TipCreditRow[]> {
      if (input.tipCents <= 0 || !input.paidAt) return [];
      const paidDay = shiftDay(Date.parse(input.paidAt), input.timeZone);
      let credits: TipCreditRow[] = [];
      // The credit's day is the payment's; a payment at the day's edge may have been credited on the one beside it.
      for (const day of [paidDay, addDays(paidDay, -1), addDays(paidDay, 1)]) {
        const { data } = await db.entities.tipCredit.query.byDay({ restaurantId: input.restaurantId, day, sourceId: input.orderId }).go({ pages: 'all', consistent: true });
        credits = data.filter((row) => row.sourceId === input.orderId);
        if (credits.length) break;
      }
      const parts = proportional(input.tipCents, credits.map((c) => c.tipCents));
      const day = shiftDay(input.at, input.timeZone);
      const sourceId = `${input.orderId}~${input.sign < 0 ? 'refund' : 'refund-failed'}~${input.refundId}`;
      return credits.map((credit, i) => ({ ...credit, day, sourceId, tipCents: input.sign * parts[i]!, paidAt: new Date(input.at).toISOString() }));
    },

    /** Tips per member and day over a range of shift days (both included); staff see their own rows only. */
    async report(caller: MemberCaller, query: TipsReportQuery): Promise<TipsReport> {
      const restaurantId = caller.restaurantId;
      const everyone = caller.role !== 'staff';
      const [{ data: credits }, { team, restaurant }] = await Promise.all([
        // Up to the day after `to`: a key holding `to` and more (its source and member) sorts after `to` alone.
        db.entities.tipCredit.query.byDay({ restaurantId }).between({ day: query.from }, { day: addDays(query.to, 1) }).go({ pages: 'all' }),
        floorOf(restaurantId),
      ]);
      const rows = new Map<string, TipsReportRow & { sources: Set<string> }>();
      for (const credit of credits) {
        if (credit.day < query.from || credit.day > query.to) continue;
        const userId = credit.userId === NOBODY ? null : credit.userId;
        if (!everyone && userId !== caller.userId) continue;
        const key = `${credit.day}#${credit.userId}`;
        let row = rows.get(key);
        if (!row) {
          const name = userId === null ? 'Not assigned (no server on the section)' : (team.find((m) => m.userId === userId)?.name ?? (credit.name || 'Former team member'));
          row = { day: credit.day, userId, name, payments: 0, tipsCents: 0, sources: new Set() };
          rows.set(key, row);
        }
        row.tipsCents += credit.tipCents;
        // A refund's row takes its tip back; the payment it came from is counted where it was paid.
        if (!credit.sourceId.includes('~')) row.sources.add(credit.sourceId);
      }
      const list = [...rows.values()]
        .map(({ sources, ...row }) => ({ ...row, payments: sources.size }))
        .sort((a, b) => a.day.localeCompare(b.day) || Number(a.userId === null) - Number(b.userId === null) || a.name.localeCompare(b.name));
      return {
        from: query.from,
        to: query.to,
        currency: restaurant.currency,
        rows: list,
        totalCents: list.reduce((sum, row) => sum + row.tipsCents, 0),
        everyone,
      };
    },
  };
}

export type Sections = ReturnType<typeof createSections>;
