/**
 * `npm run fuzz`: the long run of the route fuzz (test/integration/http/fuzz.test.ts runs a bounded one in
 * `npm test`). Starts its own local stack (in memory, seeded, on ports 23xxx), sends FUZZ_RUNS generated requests
 * (default 10,000) spread over every route of infra/routes.ts, and writes bench/report-fuzz.md (+ .json): requests,
 * a count per status code, per route, and every server error, hang or broken property with the stack's log lines.
 * Exits non-zero when any route's property failed. FUZZ_SEED replays a run; FUZZ_CONCURRENCY routes run at once
 * (default 3).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../infra/local/stack';
import { findBusyPort } from '../infra/local/ports';

const REQUEST_TIMEOUT_MS = 10_000;

async function freePorts() {
  for (const base of [23000, 28000, 29000]) {
    const ports = { web: base + 173, api: base + 1, ws: base + 2, dynamo: base + 800, cognito: base + 229, s3: base + 569, ses: base + 505 };
    if (!(await findBusyPort(ports))) return ports;
  }
  throw new Error('No free block of ports (23xxx, 28xxx, 29xxx) for the fuzz stack');
}

async function main() {
  const totalRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
  const concurrency = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 3));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-fuzz-'));
  // What explains a 5xx: the local gateway's log (thrown handlers, timeouts) and the functions' own ERROR lines
  // (Powertools, on stderr: the error middleware's "Unhandled error" with its stack). Kept for the report.
  const errorLines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === 'string' && chunk.includes('"level":"ERROR"') && errorLines.length < 200) errorLines.push(chunk.trim());
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
  const stack = await startLocalStack({
    ports: await freePorts(),
    dataDir,
    inMemory: true,
    seed: true,
    serveWeb: false,
    quiet: true,
    log: (line) => {
      if (/error|fail|timeout|no response/i.test(line) && errorLines.length < 200) errorLines.push(line);
    },
  });
  Object.assign(process.env, {
    TABLETAP_API_URL: stack.urls.api,
    TABLETAP_COGNITO_URL: stack.urls.cognito,
    USER_POOL_ID: stack.userPoolId,
    USER_POOL_CLIENT_ID: stack.userPoolClientId,
    TABLETAP_DEMO_EMAIL: stack.demo?.email ?? '',
    TABLETAP_DEMO_PASSWORD: stack.demo?.password ?? '',
    TABLETAP_DEMO_RESTAURANT_ID: stack.demo?.restaurantId ?? '',
  });

  let exitCode = 0;
  try {
    // Imported only now: the domain modules and functions read the stack's environment when they load.
    const { baseSeed, fuzzRoute, FuzzStats, loadRoutes, routeSeed } = await import('../test/support/fuzz/fuzz-route');
    const { httpTransport } = await import('../test/support/fuzz/transport');
    const { demoSnapshot, makeFuzzWorld } = await import('../test/support/fuzz/world');
    const { routeKey } = await import('../test/support/fuzz/model');
    const { KNOWN_ISSUES } = await import('../test/support/fuzz/oracle');

    const seed = baseSeed();
    const { routes, missing } = await loadRoutes();
    const world = await makeFuzzWorld();
    const demoBefore = JSON.stringify(await demoSnapshot(world));
    const perRoute = Math.max(1, Math.ceil(totalRuns / Math.max(1, routes.length)));
    const send = httpTransport(stack.urls.api, REQUEST_TIMEOUT_MS);
    const stats = new FuzzStats();
    const failures: string[] = [...missing];
    const started = Date.now();
    console.log(`Route fuzz: ${routes.length} routes x ${perRoute} requests, FUZZ_SEED=${seed}, ${concurrency} at a time`);

    const queue = [...routes];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let fr = queue.shift(); fr; fr = queue.shift()) {
          const failure = await fuzzRoute({ fr, world, send, numRuns: perRoute, seed: routeSeed(seed, fr.route), stats });
          console.log(`  ${failure ? 'FAILED' : 'ok    '} ${routeKey(fr.route)}`);
          if (failure) failures.push(failure);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const demoUnchanged = JSON.stringify(await demoSnapshot(world)) === demoBefore;
    if (!demoUnchanged) failures.push('The demo restaurant changed (settings, branding, menu, staff or its owner\'s profile): requests.ts protectDemo let a write through');

    const lines = [
      `# TableTap route fuzz (${new Date().toISOString()})`,
      '',
      `FUZZ_SEED=${seed}; ${routes.length} routes of infra/routes.ts, ${perRoute} generated requests each (plus shrinking steps ` +
        `after a failure), ${concurrency} routes at a time, ${seconds.toFixed(0)} s. Property: an answer within ` +
        `${REQUEST_TIMEOUT_MS / 1000} s, no 5xx, the error shape on every 4xx, no 2xx/3xx for input the schemas or auth rule refuse.`,
      '',
      stats.table(),
      '',
      `Demo restaurant (shared with the other tests) unchanged afterwards: ${demoUnchanged ? 'yes' : 'NO'}.`,
      '',
      `## Failures (${failures.length})`,
      '',
      ...(failures.length ? failures.map((f) => '```\n' + f + '\n```') : ['None.']),
      '',
      `## Known issues: reported 5xx, counted apart (${KNOWN_ISSUES.length})`,
      '',
      ...KNOWN_ISSUES.map((k) => `- ${k.id} (${k.routeKey}): ${stats.known[k.id] ?? 0} request(s). ${k.description}`),
      '',
      `## Server errors and hangs besides those (${stats.serverErrors.length})`,
      '',
      ...(stats.serverErrors.length ? stats.serverErrors.map((e) => `- ${e.route} ${e.status} \`${e.url.slice(0, 200)}\` ${e.body}`) : ['None.']),
      '',
      `## Local stack error log lines (${errorLines.length})`,
      '',
      ...(errorLines.length ? ['```', ...errorLines.map((l) => l.slice(0, 2_000)), '```'] : ['None.']),
    ];
    const report = lines.join('\n') + '\n';
    writeFileSync('bench/report-fuzz.md', report);
    writeFileSync(
      'bench/report-fuzz.json',
      JSON.stringify(
        { seed, perRoute, seconds, demoUnchanged, requests: stats.requests, byStatus: stats.byStatus, byRoute: stats.byRoute, serverErrors: stats.serverErrors, known: stats.known, failures, errorLines },
        null,
        2,
      ),
    );
    console.log('\n' + report);
    console.log('Written to bench/report-fuzz.md and bench/report-fuzz.json');
    if (failures.length || stats.serverErrors.length) exitCode = 1;
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
