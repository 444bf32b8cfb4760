/**
 * Lighthouse's mobile preset (simulated Slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU slowdown) on a page of the local
 * runtime, in Debian's Chromium. Median of several runs, since single runs jitter.
 *
 * - runLighthouse: performance only (the diner's menu: its LCP budget, DESIGN.md 10);
 * - runLandingLighthouse: the four categories DESIGN.md 10 reports for the landing page `/` (performance,
 *   accessibility, best practices, SEO), with the audits that kept a category below 100.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localCredentials } from '../infra/local/dynamo';
import { LOCAL_REGION } from '../infra/local/lambda-context';
import { LOCAL_SITE_BUCKET } from '../infra/local/stack';

/**
 * Removes a restaurant's prerendered menu pages from the local site bucket, so its /menu/{id} gets the app shell (what
 * CloudFront serves for a page never rendered): the menu as it loaded before issue 13, for the before/after figure.
 */
export async function removePrerenderedMenu(s3Endpoint: string, restaurantId: string): Promise<void> {
  const client = new S3Client({ region: LOCAL_REGION, endpoint: s3Endpoint, forcePathStyle: true, credentials: localCredentials });
  try {
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: LOCAL_SITE_BUCKET, Prefix: `prerendered/menu/${restaurantId}/` }));
    if (Contents.length === 0) throw new Error(`no prerendered menu pages for ${restaurantId}`);
    await client.send(new DeleteObjectsCommand({ Bucket: LOCAL_SITE_BUCKET, Delete: { Objects: Contents.map(({ Key }) => ({ Key: Key! })) } }));
  } finally {
    client.destroy();
  }
}

export interface LighthouseFigure {
  url: string;
  runs: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  score: number;
}

const LANDING_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type LandingCategory = (typeof LANDING_CATEGORIES)[number];

export interface LandingLighthouseFigure {
  url: string;
  runs: number;
  /** Median score (0-100) of each category. */
  scores: Record<LandingCategory, number>;
  lcpMs: number;
  /** Median first contentful paint and total blocking time (ms): TBT is what kept performance under 100 (issue 31 goal 4). */
  fcpMs: number;
  tbtMs: number;
  /** Per category, the audits that scored below 1 in any run (`id: title`), so a score under 100 says why. */
  failedAudits: Record<LandingCategory, string[]>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs Lighthouse `runs` times in one headless Chromium, handing each result to `collect`. */
async function inChromium(url: string, runs: number, onlyCategories: string[], collect: (lhr: Result) => void): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories, logLevel: 'error' });
      if (!result) throw new Error('Lighthouse returned no result');
      collect(result.lhr);
    }
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse(url: string, runs = 3): Promise<LighthouseFigure> {
  const lcp: number[] = [];
  const fcp: number[] = [];
  const tbt: number[] = [];
  const score: number[] = [];
  await inChromium(url, runs, ['performance'], ({ audits, categories }) => {
    lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
    fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN);
    tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
    score.push((categories.performance?.score ?? 0) * 100);
  });
  return { url, runs, lcpMs: median(lcp), fcpMs: median(fcp), tbtMs: median(tbt), score: median(score) };
}

export async function runLandingLighthouse(url: string, runs = 3): Promise<LandingLighthouseFigure> {
  const scores = Object.fromEntries(LANDING_CATEGORIES.map((category) => [category, [] as number[]])) as Record<LandingCategory, number[]>;
  const failed = Object.fromEntries(LANDING_CATEGORIES.map((category) => [category, new Set<string>()])) as Record<LandingCategory, Set<string>>;
  const lcp: number[] = [];
  const fcp: number[] = [];
  const tbt: number[] = [];
  await inChromium(url, runs, [...LANDING_CATEGORIES], ({ audits, categories }) => {
    lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
    fcp.push(audits['first-contentful-paint']?.numericValue ?? NaN);
    tbt.push(audits['total-blocking-time']?.numericValue ?? NaN);
    for (const category of LANDING_CATEGORIES) {
      const result = categories[category];
      scores[category].push((result?.score ?? 0) * 100);
      for (const ref of result?.auditRefs ?? []) {
        const audit = audits[ref.id];
        // Weightless audits (informative, manual, not applicable) never move the score.
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        failed[category].add(`${audit.id}: ${audit.title}`);
      }
    }
  });
  return {
    url,
    runs,
    scores: Object.fromEntries(LANDING_CATEGORIES.map((category) => [category, median(scores[category])])) as Record<LandingCategory, number>,
    lcpMs: median(lcp),
    fcpMs: median(fcp),
    tbtMs: median(tbt),
    failedAudits: Object.fromEntries(LANDING_CATEGORIES.map((category) => [category, [...failed[category]].sort()])) as Record<
      LandingCategory,
      string[]
    >,
  };
}
