import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';

/** One structured logger per process (Powertools); the function name comes from the Lambda context. */
export const logger = new Logger({
  serviceName: 'tabletap',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
  persistentKeys: { stage: config.stage },
});
