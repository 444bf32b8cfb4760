/**
 * One shape per entity: domain code sees a stored item as ElectroDB types it (EntityItem), with two changes made in
 * one place instead of in a hand-written interface and mapper per entity: its own id attribute is called `id`, and
 * an optional attribute that is absent is `null` (SPEC.md: null when empty), so JSON answers always carry the field.
 */

/** The attributes of an item that may be absent. */
export type OptionalKeys<I> = { [K in keyof I]-?: undefined extends I[K] ? K : never }[keyof I];

/** The item with absent optional attributes as null, and `idKey` (if any) renamed to `id`. */
export type Shape<I, IdKey extends keyof I = never> = {
  [K in Exclude<keyof I, IdKey>]-?: undefined extends I[K] ? Exclude<I[K], undefined> | null : I[K];
} & ([IdKey] extends [never] ? unknown : { id: I[IdKey] });

/**
 * Builds the Shape of a stored item. `optional` names every optional attribute (the type demands all of them, so a
 * new optional attribute cannot be forgotten); `idKey` is the attribute that becomes `id`.
 */
export function shape<I extends object, IdKey extends keyof I = never>(
  item: I,
  optional: { [K in OptionalKeys<I>]: true },
  idKey?: IdKey,
): Shape<I, IdKey> {
  const out = { ...item } as Record<string, unknown>;
  for (const key of Object.keys(optional)) out[key] ??= null;
  if (idKey !== undefined) {
    out.id = item[idKey];
    delete out[idKey as string];
  }
  return out as Shape<I, IdKey>;
}
