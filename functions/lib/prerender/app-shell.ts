/**
 * The deployed web app as a prerendered page needs it (web/src/features/diner/prerender/render-diner-page.tsx AppShell):
 * index.html, the diner page assets file the build writes beside it (web/vite.config.ts dinerPageAssets) and the
 * stylesheets it names, read from the site's bucket (SITE_BUCKET; locally the S3 emulator, where the local runtime
 * publishes the build). Kept between invocations and asked again with If-None-Match, so a warm function reads one
 * small 304 per batch, and a deploy's new index.html (new script names) is picked up by the very next render.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { AppShell } from '../../../web/src/features/diner/prerender/render-diner-page';

export const APP_SHELL_KEY = 'index.html';
export const DINER_PAGE_ASSETS_KEY = 'diner-page-assets.json';

interface DinerPageAssets {
  styles: string[];
  scripts: string[];
  dictionaries: Record<string, string>;
}

async function readText(client: S3Client, bucket: string, key: string): Promise<string> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`s3://${bucket}/${key} is empty`);
  return answer.Body.transformToString('utf-8');
}

function isNotModified(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 304;
}

export function createAppShellSource(client: S3Client, bucket: string) {
  let cached: { etag: string; shell: AppShell } | null = null;

  async function load(): Promise<{ etag: string; shell: AppShell }> {
    const index = await client.send(new GetObjectCommand({ Bucket: bucket, Key: APP_SHELL_KEY }));
    const indexHtml = (await index.Body?.transformToString('utf-8')) ?? '';
    if (!indexHtml.includes('<div id="root"></div>')) throw new Error(`s3://${bucket}/${APP_SHELL_KEY} is not the web app's index.html`);
    const assets = JSON.parse(await readText(client, bucket, DINER_PAGE_ASSETS_KEY)) as DinerPageAssets;
    // Asset paths are site paths (/assets/x.css); the bucket's keys have no leading slash.
    const styles = await Promise.all(assets.styles.map(async (path) => ({ path, css: await readText(client, bucket, path.replace(/^\//, '')) })));
    return { etag: index.ETag ?? '', shell: { indexHtml, styles, scripts: assets.scripts, dictionaries: assets.dictionaries } };
  }

  return {
    /** The current shell: from memory while index.html has not changed. */
    async current(): Promise<AppShell> {
      if (cached) {
        try {
          await client.send(new GetObjectCommand({ Bucket: bucket, Key: APP_SHELL_KEY, IfNoneMatch: cached.etag }));
        } catch (error) {
          if (isNotModified(error)) return cached.shell;
          throw error;
        }
      }
      cached = await load();
      return cached.shell;
    },
  };
}

export type AppShellSource = ReturnType<typeof createAppShellSource>;
