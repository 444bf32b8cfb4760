/**
 * The composition root of mail: the SES v2 mailer made once at cold start from MAIL_FROM and SES_ENDPOINT
 * (functions/lib/config.ts). Only the functions whose routes declare the 'mail' need import this.
 */
import { config } from '../config';
import { createSesMailer } from './ses';

export const mailer = createSesMailer({ from: config.mailFrom, region: config.region, endpoint: config.sesEndpoint });
