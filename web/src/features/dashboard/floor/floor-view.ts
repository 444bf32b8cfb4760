/** What the floor tab shows, worked out from the floor's answer: pure, so the tests read it as the tab does. */
import { FLOOR_STATE_LABELS, FLOOR_STATES, type FloorState, type FloorTable } from '@shared/api';

export interface FloorSection {
  /** The section's name; tables without one are "Other tables" beside named sections, "Tables" when none has one. */
  name: string;
  tables: FloorTable[];
}

/** Tables by section, in the floor's own order (sections in the order their first table comes). */
export function sectionsOf(tables: readonly FloorTable[]): FloorSection[] {
  const named = tables.some((t) => t.section);
  const sections = new Map<string, FloorTable[]>();
  for (const table of tables) {
    const name = table.section ?? (named ? 'Other tables' : 'Tables');
    sections.set(name, [...(sections.get(name) ?? []), table]);
  }
  return [...sections].map(([name, list]) => ({ name, tables: list }));
}

/** "Free: 3 · Seated: 1 · Waiting for food: 2": the states present, in the floor's order. */
export function stateCounts(tables: readonly FloorTable[]): string {
  return FLOOR_STATES.map((state) => [state, tables.filter((t) => t.state === state).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${FLOOR_STATE_LABELS[state]}: ${count}`)
    .join(' · ');
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why clearing this table needs a second thought (dishes not sent, rounds still cooking); null: clear at once. */
export function clearWarning(table: FloorTable): string | null {
  const session = table.session;
  if (!session) return null;
  const parts = [
    session.cartLines > 0 ? `${plural(session.cartLines, 'dish', 'dishes')} in the cart not sent (they will be dropped)` : null,
    session.roundsInKitchen > 0 ? `${plural(session.roundsInKitchen, 'round', 'rounds')} still in the kitchen` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? `${table.name} has ${parts.join(' and ')}.` : null;
}

export const roundsText = (rounds: number, inKitchen: number) =>
  rounds === 0 ? 'None yet' : `${rounds}${inKitchen > 0 ? ` (${inKitchen} in kitchen)` : ''}`;

export const isSeated = (state: FloorState) => state !== 'free';
