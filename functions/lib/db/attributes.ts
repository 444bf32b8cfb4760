/** Attribute definitions several entities share. Timestamps are ISO-8601 strings; TTLs are epoch seconds. */
export const nowIso = () => new Date().toISOString();

export const createdAtAttribute = { type: 'string', required: true, readOnly: true, default: nowIso } as const;

/** DynamoDB's TTL attribute (infra/table.ts `timeToLiveAttribute`). */
export const expiresAtAttribute = { type: 'number', required: true } as const;

export function epochSecondsFromNow(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}

/** Refreshed on every write of the item (ElectroDB `watch: '*'`). */
export const updatedAtAttribute = {
  type: 'string',
  required: true,
  watch: '*',
  default: nowIso,
  set: () => nowIso(),
} as const;

/**
 * A category's or item's menu hours (issue 30 item 3, shared/menu-hours.ts): windows on the restaurant's wall clock
 * and what diners see outside them. Absent: always available.
 */
export const menuHoursAttribute = {
  type: 'map',
  properties: {
    windows: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          days: { type: 'list', required: true, items: { type: 'number' } },
          from: { type: 'string', required: true },
          to: { type: 'string', required: true },
        },
      },
    },
    outside: { type: ['unavailable', 'hidden'] as const, required: true },
  },
} as const;
