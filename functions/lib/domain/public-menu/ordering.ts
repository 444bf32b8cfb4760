/** Small list helpers for the public menu mapping. */

/** Display order by position; a stable sort, so rows with equal positions keep the order the menu read gave them. */
export function byPosition<T extends { position: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position);
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<T, V = T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => V = (row) => row as unknown as V) {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(value(row));
    else groups.set(k, [value(row)]);
  }
  return groups;
}
