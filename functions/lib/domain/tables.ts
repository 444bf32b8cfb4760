/**
 * The owner's tables (issue 28 item 1): the QR page's list ("1-12, Patio 1-4") stored as tables with a name, a
 * section and seats, each with the secret its printed card carries (shared/tables.ts). Names are unique per
 * restaurant by their key (./table-label.ts: 'Patio 1', 'patio  1' and 'PATIO 01' are one table). A new key replaces
 * the secret: the old card no longer opens a visit (./table-sessions/join.ts compares it). A table with an open visit
 * is not deleted (staff clear it on the floor first).
 */
import { randomBytes } from 'node:crypto';
import type { CreateTablesRequest, Table, UpdateTableRequest } from '../../../shared/api';
import { formatTableKey, MAX_TABLES } from '../../../shared/tables';
import { parseTableList } from '../../../shared/table-list';
import type { Db } from '../db/service';
import { untilProcessed } from '../db/batch';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { tableLabel } from './table-label';
import { readVisit } from './table-sessions/visit';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const DEFAULT_SEATS = 4;

/** 12 lower-case letters and digits, uniform (bytes of 252 and up are skipped: 252 = 7 x 36). */
export function newTableId(): string {
  let id = '';
  while (id.length < 12) {
    for (const byte of randomBytes(16)) if (byte < 252 && id.length < 12) id += ID_ALPHABET[byte % 36];
  }
  return id;
}

/** 128 random bits, base64url: 22 characters. */
export const newTableSecret = () => randomBytes(16).toString('base64url');

type TableRow = {
  restaurantId: string;
  tableId: string;
  name: string;
  nameKey: string;
  section?: string | undefined;
  seats: number;
  position: number;
  secret: string;
  secretIssuedAt: string;
  currentSessionId?: string | undefined;
  createdAt: string;
};

export const toTable = (row: TableRow): Table => ({
  id: row.tableId,
  name: row.name,
  section: row.section ?? null,
  seats: row.seats,
  position: row.position,
  key: formatTableKey({ tableId: row.tableId, secret: row.secret }),
  keyIssuedAt: row.secretIssuedAt,
  createdAt: row.createdAt,
});

const byPosition = (a: TableRow, b: TableRow) => a.position - b.position || a.name.localeCompare(b.name, 'en', { numeric: true });

export const TABLE_NOT_FOUND = 'Table not found';
export const tooManyTables = (existing: number, adding: number) =>
  `A restaurant keeps at most ${MAX_TABLES} tables: you have ${existing}, and this list adds ${adding}. Remove some first, or add fewer.`;
export const nameTaken = (name: string) => `There is already a table called ${name}. Choose another name.`;
export const TABLE_SEATED = (name: string) => `Table ${name} has a party seated. Clear it on the floor first, then delete it.`;

async function rows(db: Db, restaurantId: string): Promise<TableRow[]> {
  const { data } = await db.entities.table.query.byRestaurant({ restaurantId }).go({ pages: 'all', consistent: true });
  return (data as TableRow[]).sort(byPosition);
}

async function row(db: Db, restaurantId: string, tableId: string): Promise<TableRow> {
  const { data } = await db.entities.table.get({ restaurantId, tableId }).go({ consistent: true });
  if (!data) throw new NotFoundError(TABLE_NOT_FOUND, 'table_not_found');
  return data as TableRow;
}

const cleanSection = (section: string | null | undefined) => {
  const text = section?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

const RANGE_PREFIX = /^(.*?\S)\s*\d+\s*[-\u2013\u2014]\s*\d+$/;

/**
 * The list's labels, each with the section its range's prefix gives ("Patio 1-4": Patio), in the order written.
 * A list that is only a count ("12") is tables 1 to 12 without a section.
 */
export function labelsWithSections(list: string): { label: string; section: string | null }[] {
  const whole = parseTableList(list, MAX_TABLES);
  if (!whole.ok) throw new BadRequestError(whole.error, { list: whole.error });
  if (/^\s*\d+\s*$/.test(list)) return whole.labels.map((label) => ({ label, section: null }));
  const sections = new Map<string, string>();
  for (const entry of list.split(/[,;\n]/).map((item) => item.trim().replace(/\s+/g, ' '))) {
    const prefix = RANGE_PREFIX.exec(entry)?.[1];
    if (!prefix || /^\d+$/.test(entry)) continue;
    const part = parseTableList(entry, MAX_TABLES);
    if (part.ok) for (const label of part.labels) sections.set(label, prefix.trim());
  }
  return whole.labels.map((label) => ({ label, section: sections.get(label) ?? null }));
}

export function createTables(db: Db) {
  return {
    async list(restaurantId: string): Promise<Table[]> {
      return (await rows(db, restaurantId)).map(toTable);
    },

    /** The list's tables that are not there yet (by name key); every table of the restaurant after. */
    async create(restaurantId: string, request: CreateTablesRequest): Promise<Table[]> {
      const wanted = labelsWithSections(request.list);
      const existing = await rows(db, restaurantId);
      const taken = new Set(existing.map((table) => table.nameKey));
      const fresh: TableRow[] = [];
      const now = new Date().toISOString();
      let position = existing.reduce((max, table) => Math.max(max, table.position + 1), 0);
      for (const { label, section } of wanted) {
        const name = tableLabel(label);
        if (!name) throw new BadRequestError(`'${label}' does not name a table: a table's name needs a letter or a digit.`, { list: 'names no table' });
        if (taken.has(name.key)) continue;
        taken.add(name.key);
        const tableSection = request.section !== undefined ? cleanSection(request.section) : section;
        fresh.push({
          restaurantId,
          tableId: newTableId(),
          name: name.display,
          nameKey: name.key,
          ...(tableSection ? { section: tableSection } : {}),
          seats: request.seats ?? DEFAULT_SEATS,
          position: position++,
          secret: newTableSecret(),
          secretIssuedAt: now,
          createdAt: now,
        });
      }
      if (existing.length + fresh.length > MAX_TABLES) throw new BadRequestError(tooManyTables(existing.length, fresh.length), { list: 'too many tables' }, 'too_many_tables');
      if (fresh.length > 0) {
        // A batch answers the keys it left unprocessed: those tables are put again.
        const byId = new Map(fresh.map((table) => [table.tableId, table]));
        await untilProcessed(fresh, async (pending) => {
          const { unprocessed } = await db.entities.table.put(pending).go();
          return { unprocessed: unprocessed.map((key) => byId.get(key.tableId)!) };
        });
      }
      return [...existing, ...fresh].sort(byPosition).map(toTable);
    },

    /** Renames (409 onto another table's name), moves to a section, changes the seats or the position. */
    async update(restaurantId: string, tableId: string, request: UpdateTableRequest): Promise<Table> {
      const table = await row(db, restaurantId, tableId);
      const set: Partial<Pick<TableRow, 'name' | 'nameKey' | 'section' | 'seats' | 'position'>> = {};
      if (request.name !== undefined) {
        const name = tableLabel(request.name);
        if (!name) throw new BadRequestError("A table's name needs a letter or a digit.", { name: 'needs a letter or a digit' });
        if (name.key !== table.nameKey) {
          const other = (await rows(db, restaurantId)).find((each) => each.nameKey === name.key && each.tableId !== tableId);
          if (other) throw new ConflictError(nameTaken(other.name), 'table_name_taken');
        }
        set.name = name.display;
        set.nameKey = name.key;
      }
      const section = request.section === undefined ? undefined : cleanSection(request.section);
      if (section) set.section = section;
      if (request.seats !== undefined) set.seats = request.seats;
      if (request.position !== undefined) set.position = request.position;
      let patch = db.entities.table.patch({ restaurantId, tableId }).set(set);
      if (section === null) patch = patch.remove(['section']);
      const { data } = await patch.go({ response: 'all_new' });
      return toTable(data as TableRow);
    },

    /** 409 while a party is seated (an open visit); the table's card stops working. */
    async remove(restaurantId: string, tableId: string): Promise<void> {
      const table = await row(db, restaurantId, tableId);
      if (table.currentSessionId) {
        const visit = await readVisit(db, table.currentSessionId);
        if (visit?.session.status === 'open') throw new ConflictError(TABLE_SEATED(table.name), 'table_seated');
      }
      await db.entities.table.delete({ restaurantId, tableId }).go();
    },

    /** A new secret: cards printed with the old one no longer open a visit. */
    async newKey(restaurantId: string, tableId: string): Promise<Table> {
      await row(db, restaurantId, tableId);
      const { data } = await db.entities.table
        .patch({ restaurantId, tableId })
        .set({ secret: newTableSecret(), secretIssuedAt: new Date().toISOString() })
        .go({ response: 'all_new' });
      return toTable(data as TableRow);
    },
  };
}
