/**
 * `npm run bench`: measures the budgets of DESIGN.md section 10 and writes bench/report.md (+ report.json).
 * Figures are measured here, never asserted by timed tests.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureLambdas } from './lambda-bundles';
import { measureWeb } from './web-bundles';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main() {
  console.log('Building the web app...');
  execSync('npm run build:web', { stdio: 'ignore' });
  const web = measureWeb();
  console.log('Bundling every function as CDK does...');
  const lambdas = await measureLambdas();

  const lines: string[] = [];
  lines.push(`# TableTap benchmark (${new Date().toISOString()})`, '');
  lines.push('## Web (DESIGN.md 10: diner first load <= 100 KB JS gzipped, CSS <= 20 KB)', '');
  lines.push(`Root first load: JS ${kb(web.firstLoad.js)} gzipped, CSS ${kb(web.firstLoad.css)} gzipped (${web.firstLoad.files.join(', ')})`, '');
  lines.push('| chunk | raw | gzipped |', '|---|---:|---:|');
  for (const c of web.chunks.slice(0, 25)) lines.push(`| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`);
  lines.push('', '## Lambda bundles (budget 500 KB minified; stripe-using ones may exceed)', '');
  lines.push('| function | bundle | over budget | module init (median of 5, local Node) |', '|---|---:|---:|---:|');
  for (const l of lambdas) {
    const over = l.bytes > 500 * KB ? `+${kb(l.bytes - 500 * KB)}` : '-';
    lines.push(`| ${l.name} | ${kb(l.bytes)} | ${over} | ${l.initMs.toFixed(0)} ms |`);
  }
  const report = lines.join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report.md', report);
  writeFileSync('bench/report.json', JSON.stringify({ web, lambdas }, null, 2));
  console.log('\n' + report);
  console.log('Written to bench/report.md and bench/report.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
