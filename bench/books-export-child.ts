/**
 * One CSV export of the owner's books, alone in a process of its own so its memory is its own (bench/books.ts starts
 * it with the local stack's function environment): `node --expose-gc --import tsx bench/books-export-child.ts
 * '{"restaurantId":…,"from":…,"to":…}'`. It loads what the orders-export function loads, collects garbage, notes the
 * resident set and heap, then runs the export as the function does (Books.exportOrders into the media bucket's
 * exports/ prefix), sampling memory every few milliseconds, and prints one JSON line: rows, bytes, seconds, the
 * memory before, the peaks during, and the size of the file it downloaded back through the link.
 */
import { performance } from 'node:perf_hooks';

export interface ExportChildResult {
  rows: number;
  bytes: number;
  /** The file downloaded through the answer's link, to check it is whole. */
  downloadedBytes: number;
  seconds: number;
  /** After loading the modules and collecting garbage, before the export. */
  rssBeforeBytes: number;
  heapBeforeBytes: number;
  /** The most sampled during the export (every 2 ms, and at each part sent). */
  rssPeakBytes: number;
  heapPeakBytes: number;
  /** The kernel's high-water mark of the resident set over the process's life (loading included). */
  maxRssBytes: number;
}

async function main() {
  const input = JSON.parse(process.argv[2] ?? '{}') as { restaurantId: string; from: string; to: string };
  const { Books } = await import('../functions/lib/composition');
  const { exportStore } = await import('../functions/lib/media/configured');
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const sampler = setInterval(sample, 2);
  // Sampled also as each chunk of rows reaches the store: the moments a part is fullest.
  const sampledStore = {
    ...exportStore,
    write: (file: Parameters<typeof exportStore.write>[0], chunks: AsyncIterable<string>) =>
      exportStore.write(
        file,
        (async function* () {
          for await (const chunk of chunks) {
            sample();
            yield chunk;
          }
          sample();
        })(),
      ),
  };
  const started = performance.now();
  const result = await Books.exportOrders(sampledStore, { restaurantId: input.restaurantId, range: { from: input.from, to: input.to } });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const download = await fetch(result.url);
  const downloadedBytes = (await download.arrayBuffer()).byteLength;
  const figure: ExportChildResult = {
    rows: result.rows,
    bytes: result.bytes,
    downloadedBytes,
    seconds,
    rssBeforeBytes: before.rss,
    heapBeforeBytes: before.heapUsed,
    rssPeakBytes: rssPeak,
    heapPeakBytes: heapPeak,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  process.stdout.write(`${JSON.stringify(figure)}\n`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
