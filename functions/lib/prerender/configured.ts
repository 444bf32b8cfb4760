/**
 * The composition root of the prerendered pages: the one S3 client of menu-prerender and the modules using the site's
 * bucket, made once at cold start. SITE_BUCKET comes with the 'site-pages' need (infra/stacks/function-defaults.ts
 * bindSitePages); locally S3_ENDPOINT points the client at the S3 emulator (path-style addressing).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { PublicMenus } from '../composition';
import { watchAwsClient } from '../call-watch';
import { config } from '../config';
import { createAppShellSource } from './app-shell';
import { createMenuPages } from './menu-pages';

if (!config.siteBucket) throw new Error('Missing required environment variable SITE_BUCKET (site pages)');

const client = watchAwsClient(
  new S3Client({ region: config.region, ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}) }),
  'S3',
);

export const MenuPagesOnSite = /* @__PURE__ */ createMenuPages({
  client,
  bucket: config.siteBucket,
  shell: createAppShellSource(client, config.siteBucket),
  menus: PublicMenus,
});
