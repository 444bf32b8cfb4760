/**
 * Lighthouse's mobile preset (simulated Slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown) on a page of the local
 * runtime, in Debian's Chromium. Median of several runs, since single runs jitter.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface LighthouseFigure {
  url: string;
  runs: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  score: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runLighthouse(url: string, runs = 3): Promise<LighthouseFigure> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const lcp: number[] = [];
  const fcp: number[] = [];
  const tbt: number[] = [];
  const score: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
      if (!result) throw new Error('Lighthouse returned no result');
      const { audits, categories } = result.lhr;
      lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
      fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN);
      tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
      score.push((categories.performance?.score ?? 0) * 100);
    }
  } finally {
    await chrome.kill();
  }
  return { url, runs, lcpMs: median(lcp), fcpMs: median(fcp), tbtMs: median(tbt), score: median(score) };
}
