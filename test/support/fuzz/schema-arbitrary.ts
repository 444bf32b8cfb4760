/**
 * Valid-shaped values for a zod 4 schema, through its JSON Schema (`z.toJSONSchema`, input side): objects with
 * their required keys (optional ones now and then), strings of the right pattern and length, numbers in range,
 * enum members, one branch of a union. Refinements and transforms are not followed, so a value may still be refused;
 * the fuzz oracle asks the schema itself (safeParse) what it accepts, so this only has to aim well, not be exact.
 *
 * `knownStrings` are real ids (the fuzz restaurant's, its items, orders, sessions...): a string field with a pattern
 * draws one of those that match the pattern half the time, so requests reach the handlers, not only the validation.
 */
import fc from 'fast-check';
import * as z from '../../../shared/zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export interface ShapeOptions {
  knownStrings?: readonly string[];
  /** Longest free-text string generated (schemas allow more; long ones come from the mutations). */
  maxTextLength?: number;
}

const MAX_DEPTH = 6;

export function validShaped(schema: z.core.$ZodType, options: ShapeOptions = {}): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  return fromJsonSchema(root, root, options, 0);
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  const target = name ? root.$defs?.[name] : undefined;
  if (!target) throw new Error(`Unresolvable $ref ${ref}`);
  return target;
}

function fromJsonSchema(s: JsonSchema, root: JsonSchema, o: ShapeOptions, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const next = (child: JsonSchema) => fromJsonSchema(child, root, o, depth + 1);
  if (s.$ref) return fromJsonSchema(resolveRef(s.$ref, root), root, o, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map(next));
  if (s.allOf?.length) return next(s.allOf[0]!);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => next({ ...s, type })));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberFor(s);
    case 'string':
      return stringFor(s, o);
    case 'array':
      return arrayFor(s, next);
    case 'object':
      return objectFor(s, next);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function numberFor(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (s.type === 'integer' ? 1 : 1e-9) : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (s.type === 'integer' ? 1 : 1e-9) : undefined);
  if (s.type === 'integer') {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    // The bounds themselves are the interesting values: draw them often.
    return fc.oneof({ arbitrary: fc.integer({ min: lo, max: hi }), weight: 3 }, fc.constantFrom(lo, hi));
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function stringFor(s: JsonSchema, o: ShapeOptions): fc.Arbitrary<string> {
  const maxLength = s.maxLength ?? Infinity;
  const fit = (value: string) => (value.length > maxLength ? value.slice(0, maxLength) : value);
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    const generated = fc.stringMatching(pattern).map(fit);
    const known = (o.knownStrings ?? []).filter((v) => pattern.test(v) && v.length <= maxLength);
    return known.length ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
  }
  switch (s.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().map(fit);
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl().map(fit);
  }
  const minLength = s.minLength ?? 0;
  const cap = Math.max(minLength, Math.min(maxLength, o.maxTextLength ?? 40));
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: cap }), weight: 3 },
    fc.string({ minLength, maxLength: cap, unit: 'grapheme' }),
  );
}

function arrayFor(s: JsonSchema, next: (child: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  if (s.prefixItems?.length) return fc.tuple(...s.prefixItems.map(next));
  const minLength = s.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
  return fc.array(s.items ? next(s.items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
}

function objectFor(s: JsonSchema, next: (child: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 12 }), next(s.additionalProperties), { maxKeys: 4 });
  }
  const model = Object.fromEntries(names.map((name) => [name, next(properties[name]!)]));
  const required = (s.required ?? []).filter((name) => name in properties);
  return fc.record(model, { requiredKeys: required });
}
