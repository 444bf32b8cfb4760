import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger per process (Powertools); the function name comes from the Lambda context. It reads its two
 * settings itself rather than through ./config, so adapters that log (./call-watch.ts in the Stripe, SES and Translate
 * clients) load without a function's whole configuration.
 */
export const logger = new Logger({
  serviceName: 'tabletap',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  persistentKeys: { stage: process.env.STAGE || 'local' },
});
