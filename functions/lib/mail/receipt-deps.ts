/**
 * What receipts and credit notes need (domain/receipts): the configured SES mailer and the site's URL for the link to
 * the printable receipt. Only functions whose routes declare 'mail' import this.
 */
import { config } from '../config';
import type { ReceiptDeps } from '../domain/receipts';
import { mailer } from './configured';

export const receiptDeps: ReceiptDeps = { mailer, siteUrl: config.siteUrl ?? config.siteOrigins[0] ?? '' };
