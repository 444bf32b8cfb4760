/**
 * Requests for one route of infra/routes.ts, built from what the route declares (auth rule, zod body / query /
 * params schemas) and the fuzz world's real ids and tokens: valid-shaped input, the same input mutated, junk, odd
 * path segments, query strings and headers, signed in as an owner or not at all.
 *
 * The demo restaurant is shared with the other tests: a request that would change something there (not a GET,
 * and the schemas would let it through) is sent to the fuzz's own restaurant, as its own owner, instead.
 */
import fc from 'fast-check';
import Stripe from 'stripe';
import { applyMutation, edgeNumber, junkRawBody, junkValue, mutation, trickyString } from './mutations';
import { inputRefusals } from './oracle';
import { percentEncode, routeKey, wireText, type FuzzRequest, type FuzzRoute, type FuzzWorld } from './model';
import { validShaped } from './schema-arbitrary';

const UNKNOWN_ID = '3f1c9d2e-0000-4000-8000-00000000f022';

/** Anything outside printable ASCII percent-encoded, so the client sends the URL as it is. */
const urlSafe = (text: string) => text.replace(/[^\x21-\x7e]/g, (c) => percentEncode(c));
/** Header values: what Node lets through (no control characters). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

const junkSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2F',
    'a%2Fb',
    '%2e%2e',
    '%2E%2E%2F%2E%2E',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%20',
    '%E2%80%8B',
    '%E2%80%AE',
    'null',
    'undefined',
    '0',
    '-',
    '~',
    'a;b=c',
    'a,b',
    '*',
    '$',
    "'",
    'x'.repeat(3_000),
  ),
  trickyString.map(percentEncode),
);

const junkQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '=',
    '&&&',
    'a',
    'a=1&a=2',
    'a[b]=1',
    'a[]=1&a[]=2',
    '%zz=1',
    'x=%E0%A4%A',
    '__proto__=1',
    '__proto__[isAdmin]=1',
    'constructor=1',
    'hasOwnProperty=x',
    'toString=1',
    ';',
    '?',
    '&=&',
    '+=+',
    'a=1#frag',
    `q=${'x'.repeat(5_000)}`,
  ),
  fc.dictionary(trickyString, trickyString, { maxKeys: 4 }).map((d) => new URLSearchParams(Object.entries(d)).toString()),
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json, text/plain',
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/octet-stream',
  'application/xml',
  '',
  ';;;',
  'garbage/',
  'application/json\u00e9',
];

const junkAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer ....',
    'Basic dXNlcjpwYXNz',
    // alg "none", no signature
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwidG9rZW5fdXNlIjoiaWQifQ.',
    `Bearer ${'A'.repeat(8_000)}`,
    ',',
    'Bearer \u00e9\u00e9',
  ),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
);

type Who = 'own' | 'demo' | 'anonymous' | 'forged' | 'junk';
type Target = 'mine' | 'other' | 'unknown' | 'junk';

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `value=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  const params = new URLSearchParams();
  for (const [name, v] of Object.entries(value)) {
    // Arrays become repeated names, which the gateway joins with commas.
    for (const item of Array.isArray(v) ? v : [v]) params.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  return params.toString();
}

/** A schema-shaped value: as generated, mutated once or twice, or junk. */
function shapedOrMutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: fc.tuple(valid, fc.nat(), mutation).map(([v, pick, m]) => applyMutation(v, pick, m)), weight: 4 },
    {
      arbitrary: fc
        .tuple(valid, fc.nat(), mutation, fc.nat(), mutation)
        .map(([v, p1, m1, p2, m2]) => applyMutation(applyMutation(v, p1, m1), p2, m2)),
      weight: 1,
    },
    { arbitrary: junkValue, weight: 1 },
  );
}

/** Generated from the schema, or (when there is one) the route's known-good sample. */
function validSource(generated: fc.Arbitrary<unknown>, sample: unknown): fc.Arbitrary<unknown> {
  return sample === undefined ? generated : fc.oneof(generated, fc.constant(sample));
}

const sampleOf = (fr: FuzzRoute, world: FuzzWorld) => world.samples?.[routeKey(fr.route)];

function bodyArbitrary(fr: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string | undefined> {
  const { spec } = fr.declared;
  if (spec.rawBody) return webhookBody(world, sampleOf(fr, world)?.rawBody);
  if (spec.body) {
    const valid = validSource(validShaped(spec.body, { knownStrings: world.knownIds }), sampleOf(fr, world)?.body);
    const shaped = shapedOrMutated(valid).map((v) => JSON.stringify(v));
    return fc.oneof({ arbitrary: shaped, weight: 8 }, { arbitrary: junkRawBody, weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 });
  }
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 6 },
    { arbitrary: fc.constantFrom('{}', ' {} ', ''), weight: 1 },
    { arbitrary: junkRawBody, weight: 2 },
  );
}

/** Stripe-like events with odd contents; signed with the world's secret when it has one, so some get verified. */
function webhookBody(world: FuzzWorld, sample: string | undefined): fc.Arbitrary<string | undefined> {
  const id = fc.oneof(fc.constantFrom(...world.knownIds), trickyString, fc.constant(UNKNOWN_ID));
  const sessionObject = fc.record(
    {
      id,
      object: fc.constantFrom('checkout.session', 'account', 'charge'),
      client_reference_id: fc.oneof(id, junkValue),
      metadata: fc.oneof(fc.record({ orderId: fc.oneof(id, junkValue) }), junkValue),
      status: fc.oneof(fc.constantFrom('complete', 'expired', 'open'), junkValue),
      payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid', 'no_payment_required'), junkValue),
      amount_total: fc.oneof(edgeNumber, junkValue),
      charges_enabled: fc.oneof(fc.boolean(), junkValue),
      payouts_enabled: fc.oneof(fc.boolean(), junkValue),
    },
    { requiredKeys: [] },
  );
  const event = fc.record(
    {
      id: fc.oneof(fc.uuid().map((u) => `evt_fuzz_${u}`), trickyString),
      object: fc.constantFrom('event', 'list', ''),
      type: fc.oneof(
        fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'account.updated', 'payment_intent.succeeded'),
        trickyString,
      ),
      created: fc.oneof(fc.constant(Math.floor(Date.now() / 1000)), edgeNumber),
      data: fc.oneof({ arbitrary: fc.record({ object: sessionObject }), weight: 4 }, junkValue.map((object) => ({ object }))),
    },
    { requiredKeys: ['type'] },
  );
  return fc.oneof(
    { arbitrary: event.map((e) => JSON.stringify(e)), weight: 4 },
    { arbitrary: sample === undefined ? junkRawBody : fc.constant(sample), weight: 1 },
    { arbitrary: junkRawBody, weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** `stripe-signature` values: none, junk, or (with the secret) a valid one, fresh or stale. */
function signatureHeader(world: FuzzWorld, body: string | undefined, form: number, junk: string): string | undefined {
  const secret = world.webhookSecret;
  switch (form % 6) {
    case 0:
      return undefined;
    case 1:
      return junk;
    case 2:
      return 't=1,v1=' + '0'.repeat(64);
    default:
      if (!secret) return junk;
      return Stripe.webhooks.generateTestHeaderString({
        payload: body ?? '',
        secret,
        ...(form % 6 === 5 ? { timestamp: Math.floor(Date.now() / 1000) - 3_600 } : {}),
      });
  }
}

interface Parts {
  who: Who;
  /** Which form of a real token's Authorization header (mostly the proper one). */
  tokenForm: number;
  authForm: string;
  target: Target;
  junkRestaurant: string;
  params: Record<string, string>;
  query: string | null;
  body: string | undefined;
  contentType: string | null;
  extraHeaders: Record<string, string>;
  signatureForm: number;
  signatureJunk: string;
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
}

/** Other path parameters: valid-shaped per the route's params schema (real ids mixed in), or junk. */
function paramsArbitrary(fr: FuzzRoute, world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  const { route, declared } = fr;
  const sample = sampleOf(fr, world)?.path ?? {};
  const names = pathParamNames(route.path).filter((n) => n !== 'restaurantId');
  if (names.length === 0) return fc.constant({});
  const shaped = declared.spec.params
    ? validShaped(declared.spec.params, { knownStrings: world.knownIds }).map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {}))
    : fc.constant({} as Record<string, unknown>);
  const pick = fc.tuple(shaped, ...names.map(() => fc.tuple(fc.nat(9), junkSegment, fc.constantFrom(...world.knownIds))));
  return pick.map(([values, ...choices]) => {
    const out: Record<string, string> = {};
    names.forEach((name, i) => {
      const [roll, junk, known] = choices[i]!;
      const value = values[name];
      if (roll < 3 && typeof value === 'string' && value !== '') out[name] = percentEncode(value);
      else if (roll < 6 && sample[name]) out[name] = percentEncode(sample[name]);
      else if (roll < 8) out[name] = percentEncode(known);
      else out[name] = urlSafe(junk);
    });
    return out;
  });
}

function queryArbitrary(fr: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string | null> {
  const q = fr.declared.spec.query;
  if (!q) {
    return fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: junkQuery.map(urlSafe), weight: 2 }, fc.constantFrom('', 'a=1'));
  }
  const shaped = shapedOrMutated(validSource(validShaped(q, { knownStrings: world.knownIds }), sampleOf(fr, world)?.query)).map(queryString);
  return fc.oneof(
    { arbitrary: shaped, weight: 7 },
    { arbitrary: fc.tuple(shaped, junkQuery).map(([a, b]) => urlSafe(`${a}&${b}`)), weight: 1 },
    { arbitrary: junkQuery.map(urlSafe), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
}

const extraHeaders = (world: FuzzWorld): fc.Arbitrary<Record<string, string>> =>
  fc.record(
    {
      origin: fc.constantFrom(world.siteOrigin ?? 'http://localhost:5173', 'https://evil.example', 'null'),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
      'content-encoding': fc.constantFrom('gzip', 'identity', 'br'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
      'x-http-method-override': fc.constantFrom('DELETE', 'GET'),
      'accept-language': fc.constantFrom('ar', 'zz', '*', 'es-ES,es;q=0.9'),
    },
    { requiredKeys: [] },
  );

export function requestArbitrary(fr: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const parts: fc.Arbitrary<Parts> = fc.record({
    who: fc.oneof(
      { arbitrary: fc.constant<Who>('own'), weight: 6 },
      { arbitrary: fc.constant<Who>('demo'), weight: 2 },
      { arbitrary: fc.constantFrom<Who>('anonymous', 'forged', 'junk'), weight: 2 },
    ),
    tokenForm: fc.nat(39),
    authForm: junkAuthorization,
    target: fc.oneof({ arbitrary: fc.constant<Target>('mine'), weight: 6 }, fc.constantFrom<Target>('other', 'unknown', 'junk')),
    junkRestaurant: junkSegment.map(urlSafe),
    params: paramsArbitrary(fr, world),
    query: queryArbitrary(fr, world),
    body: bodyArbitrary(fr, world),
    contentType: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.constant('application/json'), weight: 4 },
      { arbitrary: fc.constantFrom(...contentTypes), weight: 3 },
    ),
    extraHeaders: extraHeaders(world),
    signatureForm: fc.nat(),
    signatureJunk: fc.oneof(fc.constantFrom('', 't=,v1=', 'v1=abc', 't=abc,v1=def,v0=x', 'x'.repeat(5_000)), fc.string({ maxLength: 40 })),
  });
  // Signed last: the signature covers the body exactly as it is sent, after protectDemo.
  return parts.map((p) => sign(fr, world, p, protectDemo(fr, world, assemble(fr, world, p))));
}

function assemble(fr: FuzzRoute, world: FuzzWorld, p: Parts): FuzzRequest {
  const { route, declared } = fr;
  const actor = p.who === 'own' ? world.own : p.who === 'demo' ? world.demo : null;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(p.extraHeaders)) headers[name] = headerSafe(value);
  if (actor) {
    const t = actor.token;
    const forms = [`bearer ${t}`, t, `Bearer  ${t}  `, `Bearer ${t} extra`, `Token ${t}`, `Bearer ${t}x`];
    headers.authorization = p.tokenForm < forms.length ? forms[p.tokenForm]! : `Bearer ${t}`;
  } else if (p.who === 'forged') headers.authorization = `Bearer ${world.forgedToken}`;
  else if (p.who === 'junk') headers.authorization = headerSafe(p.authForm);

  const pathParams: Record<string, string> = { ...p.params };
  if (route.path.includes('{restaurantId}')) {
    const mine = (actor ?? world.own).restaurantId;
    const other = mine === world.own.restaurantId ? world.demo.restaurantId : world.own.restaurantId;
    pathParams.restaurantId = { mine, other, unknown: UNKNOWN_ID, junk: p.junkRestaurant }[p.target];
  }

  const body = p.body === undefined ? undefined : wireText(p.body);
  if (p.contentType !== null) headers['content-type'] = headerSafe(p.contentType);
  else if (body !== undefined && (declared.spec.body || declared.spec.rawBody)) headers['content-type'] = 'application/json';
  return { pathParams, query: p.query, headers, body };
}

/** A `stripe-signature` on every raw-body (webhook) request, and now and then on others. */
function sign(fr: FuzzRoute, world: FuzzWorld, p: Parts, req: FuzzRequest): FuzzRequest {
  if (!fr.declared.spec.rawBody && p.signatureForm % 7 !== 0) return req;
  const signature = signatureHeader(world, req.body, p.signatureForm, headerSafe(p.signatureJunk));
  return signature === undefined ? req : { ...req, headers: { ...req.headers, 'stripe-signature': signature } };
}

/**
 * A request that could change something (not a GET, input the schemas accept) and names the demo restaurant or
 * carries the demo owner's token goes to the fuzz's own restaurant and owner instead.
 */
function protectDemo(fr: FuzzRoute, world: FuzzWorld, req: FuzzRequest): FuzzRequest {
  if (fr.route.method === 'GET' || inputRefusals(fr, req).length > 0) return req;
  const { demo, own } = world;
  const swap = (text: string) => text.split(demo.restaurantId).join(own.restaurantId).split(demo.token).join(own.token);
  const touches = (text: string | null | undefined) => !!text && (text.includes(demo.restaurantId) || text.includes(demo.token));
  const texts = [...Object.values(req.pathParams), req.query, req.body, ...Object.values(req.headers)];
  if (!texts.some(touches)) return req;
  return {
    pathParams: Object.fromEntries(Object.entries(req.pathParams).map(([k, v]) => [k, swap(v)])),
    query: req.query === null ? null : swap(req.query),
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, swap(v)])),
    body: req.body === undefined ? undefined : swap(req.body),
  };
}
