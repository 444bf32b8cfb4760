/**
 * `npx tsx bench/landing.ts [--no-build] [--runs N]`: the Lighthouse part of `npm run bench` for the landing page `/`
 * alone (issue 31 goal 4), in about a minute: builds the web app (unless --no-build), serves it from a local stack of
 * its own (in memory, not seeded, on ports 23xxx so it can run beside `npm start` and `npm run bench`), runs
 * runLandingLighthouse (the same call, the same mobile preset) and writes bench/report-landing.md and .json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { runLandingLighthouse } from './lighthouse';
import { startPageBench } from './page-bench';

const PORTS = { web: 23173, api: 23001, ws: 23002, dynamo: 23800, cognito: 23229, s3: 23569, ses: 23505 };

async function main() {
  const { runs, stack, stop } = await startPageBench('landing', PORTS, { seed: false });
  let figure;
  try {
    console.log(`- running Lighthouse on the landing page (${runs} runs)`);
    figure = await runLandingLighthouse(`${stack.urls.web}/`, runs);
  } finally {
    await stop();
  }
  const { scores, lcpMs, fcpMs, tbtMs, failedAudits } = figure;
  const lines = [
    `# TableTap benchmark: the landing page's Lighthouse (${new Date().toISOString()})`,
    '',
    `Lighthouse mobile (simulated Slow 4G, 4x CPU), median of ${runs} runs, ${figure.url}`,
    '',
    '| LCP | FCP | TBT | performance | accessibility | best practices | SEO |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${(lcpMs / 1000).toFixed(2)} s | ${(fcpMs / 1000).toFixed(2)} s | ${Math.round(tbtMs)} ms | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`,
    '',
    ...Object.entries(failedAudits).flatMap(([category, audits]) => (audits.length ? [`- ${category} below 100 in a run: ${audits.join('; ')}`] : [])),
  ];
  const text = lines.join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report-landing.md', text);
  writeFileSync('bench/report-landing.json', JSON.stringify(figure, null, 2));
  console.log('\n' + text);
  process.exit(0);
}

void main();
