/**
 * The functions as they are deployed: each bundled with infra/function-bundling.ts's options and its source map cut to
 * our code (CDK builds with the same) and run in a fresh Node process, against DynamoDB Local, with what Lambda gives a function and nothing else: its
 * role's credentials in the environment, no ~/.aws, no AWS_PROFILE, Stripe's keys set.
 *
 * The rest of the suite runs the TypeScript sources, where the SDK's whole credential chain, ElectroDB's model check
 * and the payments sandbox are all there; these tests are what shows the bundles' stand-ins for them work.
 */
import type { Metafile } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFunction } from '../../infra/function-bundling';
import type { MenuFixture } from './http/menu-fixture';
import { restaurantWithMenu } from './public/support';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'tabletap-bundles-'));
/** An empty home: no shared config or credential files to fall back on. */
const home = mkdtempSync(path.join(tmpdir(), 'tabletap-home-'));

const bundles = new Map<string, { file: string; inputs: string[] }>();

async function bundle(name: string): Promise<{ file: string; inputs: string[] }> {
  const outfile = path.join(outDir, name, 'index.mjs');
  const result = await buildFunction({ root, name, outfile, images: false });
  const output = (result.metafile as Metafile).outputs[path.relative(root, outfile)];
  if (!output) throw new Error(`no output for ${name}`);
  return { file: outfile, inputs: Object.keys(output.inputs) };
}

/** A Lambda's environment: the variables the function reads, and credentials only where Lambda puts them. */
function lambdaEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const pick = ['PATH', 'TABLE_NAME', 'DYNAMODB_ENDPOINT', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'JWT_ISSUER', 'USER_POOL_CLIENT_ID'];
  return {
    ...Object.fromEntries(pick.map((key) => [key, process.env[key] ?? ''])),
    HOME: home,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    NODE_OPTIONS: '--enable-source-maps',
    LOG_LEVEL: 'SILENT',
    STRIPE_SECRET_KEY: 'sk_test_deployed_bundle',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_deployed_bundle',
    STRIPE_WEBHOOK_SECRET: 'whsec_deployed_bundle',
    SITE_URL: 'https://app.example.com',
    PUBLIC_API_URL: 'https://api.example.com',
    ...extra,
  };
}

/** Invokes the bundle's handler once, as API Gateway (HTTP API, payload 2.0) would, in a process of its own. */
async function invoke(name: string, request: { method: string; path: string; query?: Record<string, string>; body?: unknown }, env = lambdaEnv()) {
  const { file } = bundles.get(name)!;
  const event = {
    version: '2.0',
    routeKey: `${request.method} ${request.path}`,
    rawPath: request.path,
    rawQueryString: new URLSearchParams(request.query ?? {}).toString(),
    headers: { host: 'localhost', 'content-type': 'application/json' },
    ...(request.query ? { queryStringParameters: request.query } : {}),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    isBase64Encoded: false,
    requestContext: { http: { method: request.method, path: request.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
  };
  const runner = path.join(outDir, 'invoke.mjs');
  writeFileSync(
    runner,
    "const { handler } = await import(process.argv[2]);\n" +
      "const context = { functionName: process.argv[3], awsRequestId: 'deployed-bundle-test', getRemainingTimeInMillis: () => 10000 };\n" +
      'const result = await handler(JSON.parse(process.argv[4]), context);\n' +
      "process.stdout.write('\\nRESULT ' + JSON.stringify(result) + '\\n');\n",
  );
  const { stdout, stderr } = await run(process.execPath, [runner, file, name, JSON.stringify(event)], { env, cwd: outDir });
  const marker = stdout.lastIndexOf('\nRESULT ');
  const result = JSON.parse(stdout.slice(marker + '\nRESULT '.length)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) as Record<string, unknown>, logs: stdout.slice(0, marker) + stderr };
}

let restaurantId: string;
let menu: MenuFixture;

beforeAll(async () => {
  for (const name of ['menu-public', 'create-payment']) bundles.set(name, await bundle(name));
  const made = await restaurantWithMenu();
  restaurantId = made.restaurant.id;
  menu = made.menu;
}, 60_000);

describe('deployed bundles', () => {
  it("read DynamoDB with the role's credentials from the environment, without the SDK's other credential sources", async () => {
    const res = await invoke('menu-public', { method: 'GET', path: '/functions/v1/menu-public', query: { restaurant_id: restaurantId } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.restaurant).toMatchObject({ id: restaurantId, name: 'Trattoria Test' });
    expect((res.body.items as { id: string; name: string }[]).find((item) => item.id === menu.plainItemId)?.name).toBe('Caesar Salad');

    const inputs = bundles.get('menu-public')!.inputs;
    expect(inputs).toContain('functions/lib/aws/lambda-credentials.ts');
    expect(inputs.filter((input) => /credential-provider-(node|sso|ini|process|web-identity)|nested-clients/.test(input))).toEqual([]);
  });

  it('fail with a clear message when the environment holds no credentials', async () => {
    const env = lambdaEnv({ AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', LOG_LEVEL: 'ERROR' });
    const res = await invoke('menu-public', { method: 'GET', path: '/functions/v1/menu-public', query: { restaurant_id: restaurantId } }, env);
    // The diner gets the function's usual answer to a failure of its own; the operator's log names what is missing.
    expect(res.status).toBe(500);
    expect(res.logs).toContain('No AWS credentials in the environment (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  });

  it("build only the shared schemas they read: menu-public checks its query without the menu builder's or the orders' schemas", async () => {
    const inputs = bundles.get('menu-public')!.inputs;
    expect(inputs).toContain('shared/api/diner.ts');
    expect(inputs.filter((input) => /shared\/api\/(menu-builder|menu-options|orders|refunds)\.ts$/.test(input))).toEqual([]);

    const res = await invoke('menu-public', { method: 'GET', path: '/functions/v1/menu-public', query: { restaurant_id: restaurantId, lang: 'klingon' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('lang');
  });

  it("validate with zod's mini API, not the classic one, and still answer in English", async () => {
    for (const name of ['menu-public', 'create-payment']) {
      const inputs = bundles.get(name)!.inputs;
      expect(inputs.filter((input) => input.includes('node_modules/zod/v4/mini/')).length, name).toBeGreaterThan(0);
      expect(inputs.filter((input) => input.includes('node_modules/zod/v4/classic/')), name).toEqual([]);
    }
    // shared/zod.ts sets up zod's English messages; without it mini says only "Invalid input".
    const res = await invoke('menu-public', { method: 'GET', path: '/functions/v1/menu-public', query: { restaurant_id: restaurantId, lang: 'klingon' } });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: Record<string, string> } }).error.fields.lang).toMatch(/^Invalid option: expected one of "en"\|/);
  });

  it('take payments through Stripe only: the sandbox is not in the bundle', async () => {
    const inputs = bundles.get('create-payment')!.inputs;
    expect(inputs).toContain('functions/lib/payments/stripe-gateway.ts');
    expect(inputs.filter((input) => input.includes('payments/sandbox/'))).toEqual([]);

    // And the bundle runs: a cart naming no dishes is refused before anything is written or sent to Stripe.
    const res = await invoke('create-payment', {
      method: 'POST',
      path: '/functions/v1/create-payment',
      body: { restaurantId, tableLabel: '1', items: [], attemptId: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/items|dish/i);
  });

  it('refuse to start without a Stripe key instead of taking fake payments', async () => {
    const res = await invoke(
      'create-payment',
      { method: 'POST', path: '/functions/v1/create-payment', body: {} },
      lambdaEnv({ STRIPE_SECRET_KEY: '' }),
    ).catch((err: { stderr?: string }) => err);
    expect('stderr' in res ? res.stderr : '').toContain('Missing required environment variable STRIPE_SECRET_KEY (payments)');
  });
});
