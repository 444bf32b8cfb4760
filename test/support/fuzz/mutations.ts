/**
 * Hostile values: one node of a valid-shaped value changed (wrong type, removed, an extra field beside it, wrapped
 * in an array, a huge or unicode string, a number at the edge), plus raw bodies that are not JSON at all.
 */
import fc from 'fast-check';

/** Zero-width, right-to-left overrides, combining marks, emoji, lone surrogates, NUL, look-alike digits... */
export const trickyStrings: readonly string[] = [
  '',
  ' ',
  '   \t\n',
  '\u200b',
  '\u200b\u200c\u200d\ufeff',
  'abc\u202edcba',
  '\u202b\u0645\u0631\u062d\u0628\u0627\u202c',
  'e\u0301\u0301\u0301\u0301',
  '\ud83c\udf55\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
  '\ud800',
  '\udfff\ud800',
  '\u0000',
  'a\u0000b',
  '\u0661\u0662\u0663',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0x1F',
  '1e309',
  '-0',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%2F',
  '${jndi:ldap://x}',
  'cs_sandbox_',
  '#',
];

export const edgeNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  99.99999999999999,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-7,
];

export const trickyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...trickyStrings), weight: 3 },
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Strings around and far beyond every length limit (body limit is 64 KB). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(65, 101, 121, 141, 201, 256, 501, 1_000, 10_000, 70_000), fc.constantFrom('x', '\u00e9', '\ud83c\udf55', '\u200b'))
  .map(([n, unit]) => unit.repeat(n));

export const edgeNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...edgeNumbers), fc.double({ noNaN: true, noDefaultInfinity: true }));

function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = asArray ? [] : {};
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Any JSON value that has nothing to do with the schema. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]], { '': '' }, 'NaN'),
  trickyString,
  edgeNumber,
  fc.jsonValue({ maxDepth: 3 }),
  fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => nested(depth, asArray)),
  fc.array(fc.integer(), { minLength: 100, maxLength: 2_000 }),
);

const extraKeys = ['isAdmin', 'role', 'ownerId', 'restaurantId', 'priceCents', 'totalCents', 'status', '__proto__', 'constructor', 'prototype', '', ' ', 'id\u200b'];

export type Mutation =
  | { kind: 'replace'; value: unknown }
  | { kind: 'remove' }
  | { kind: 'extraField'; key: string; value: unknown }
  | { kind: 'wrapInArray' }
  | { kind: 'stringify' }
  | { kind: 'nanString' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: junkValue.map((value) => ({ kind: 'replace' as const, value })), weight: 4 },
  { arbitrary: hugeString.map((value) => ({ kind: 'replace' as const, value })), weight: 1 },
  { arbitrary: trickyString.map((value) => ({ kind: 'replace' as const, value })), weight: 2 },
  { arbitrary: edgeNumber.map((value) => ({ kind: 'replace' as const, value })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'remove' as const }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 10 })), fc.oneof(junkValue, fc.constant(true)))
      .map(([key, value]) => ({ kind: 'extraField' as const, key, value })),
    weight: 3,
  },
  { arbitrary: fc.constant({ kind: 'wrapInArray' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'stringify' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'nanString' as const }), weight: 1 },
);

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  return out;
}

/** An own property even for `__proto__`, so JSON.stringify sends it. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function clone<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/** Applies `m` at the `pick`-th node (pre-order) of `value`; the root itself is node 0. */
export function applyMutation(value: unknown, pick: number, m: Mutation): unknown {
  const root = { v: clone(value) } as Record<string, unknown>;
  const paths = pathsOf(root.v).map((p) => ['v', ...p]);
  const path = paths[pick % paths.length]!;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  let parent: unknown = root;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step];
  const container = parent as Record<string | number, unknown>;
  const current = container[key];
  switch (m.kind) {
    case 'replace':
      container[key] = m.value;
      break;
    case 'remove':
      if (Array.isArray(container)) container.splice(key as number, 1);
      else if (container === root) root.v = undefined;
      else delete container[key];
      break;
    case 'extraField':
      if (current && typeof current === 'object' && !Array.isArray(current)) setOwn(current as Record<string, unknown>, m.key, m.value);
      else container[key] = { [m.key]: m.value };
      break;
    case 'wrapInArray':
      container[key] = [current];
      break;
    case 'stringify':
      container[key] = typeof current === 'string' ? current.length : JSON.stringify(current ?? null);
      break;
    case 'nanString':
      container[key] = typeof current === 'number' ? 'NaN' : 'Infinity';
      break;
  }
  return root.v;
}

/** Deep nesting as text: far deeper than any value above, cheap to build. */
const deepText = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => open.repeat(depth) + (open === '[' ? ']'.repeat(depth) : '1' + '}'.repeat(depth)));

/** Bodies that are not what any route wants: broken JSON, other formats, sizes around the limit. */
export const junkRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"a":2}',
    '[1,2,3]',
    'null',
    'true',
    '0',
    '-1e400',
    'NaN',
    '"just a string"',
    '{}',
    '\ufeff{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    'a=1&b=2',
    '<?xml version="1.0"?><a/>',
    '\u0000\u0001\u0002',
    '{"a":"\\ud800"}',
    '{"a":1e999999}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  deepText,
  fc.constantFrom(64 * 1024 - 10, 64 * 1024 + 1, 600 * 1024).map((n) => JSON.stringify({ a: 'x'.repeat(n) })),
);
