/**
 * Tables as things (issue 28): what a table's printed card carries and how long a visit lasts. Pure, for the web
 * app, the functions and their tests.
 *
 * A card's link is the universal link with the table's name (so a phone without the session feature still shows the
 * table, as cards printed before this did) and its key: `/start?rid={restaurantId}&table={name}&tk={tableId}.{secret}`.
 * The secret is 128 random bits (22 base64url characters); the id is 12 lower-case letters and digits.
 */
export const TABLE_KEY_PARAM = 'tk';

const TABLE_ID = /^[a-z0-9]{12}$/;
const TABLE_SECRET = /^[A-Za-z0-9_-]{22}$/;

export interface TableKey {
  tableId: string;
  secret: string;
}

export const formatTableKey = (key: TableKey) => `${key.tableId}.${key.secret}`;

/** The key of a card's link, or null for anything that is not one (a card printed before tables, a typo). */
export function parseTableKey(value: string | null | undefined): TableKey | null {
  if (!value || value.length > 40) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const tableId = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  return TABLE_ID.test(tableId) && TABLE_SECRET.test(secret) ? { tableId, secret } : null;
}

export const isTableId = (value: string) => TABLE_ID.test(value);

/** The most tables a restaurant keeps (the print's limit, shared/table-list.ts MAX_TABLE_CARDS). */
export const MAX_TABLES = 200;
export const TABLE_SEATS_MAX = 40;
export const TABLE_SECTION_MAX = 30;

/**
 * A visit ends by itself after this long without anything happening at the table (no line added, no round, no
 * one joining): the next scan starts a fresh one. Staff clear a table sooner from the floor view.
 */
export const TABLE_SESSION_IDLE_MINUTES = 120;

/** The short code the phones already at a table show, for a friend to join a visit that has orders. */
export const JOIN_CODE_LENGTH = 6;
export const isJoinCode = (value: string) => new RegExp(`^[0-9]{${JOIN_CODE_LENGTH}}$`).test(value);

/** Lines a table's shared cart holds at once: a round is one order, written with the lines it takes out of the cart in one transaction (100 actions). */
export const TABLE_CART_MAX_LINES = 40;
/** People one visit holds (guests let in, and those waiting). */
export const TABLE_SESSION_MAX_GUESTS = 20;
export const GUEST_NAME_MAX = 24;

/** What a guest is called when they gave no name: "Guest 2" (the order they joined in). */
export const defaultGuestName = (number: number) => `Guest ${number}`;
