/**
 * The SES v2 adapter of the mail port: SendEmail with Simple content (text and HTML). Locally `endpoint` points at
 * the SES v2 emulator (infra/local/ses.ts). Without a sender (`from` unset) nothing is sent.
 *
 * The SDK's SES module is loaded, and the client made, at the first message, not at cold start: most invocations of
 * stripe-webhook (on the diner's path, issue 31), of a refund or of a sweep send nothing. The functions that always
 * mail (an invitation, a receipt asked for) pay the same once, at their first message.
 */
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { watchAwsClient } from '../call-watch';
import type { Mailer, MailMessage, MailResult } from './mailer';

export interface SesMailerOptions {
  from: string | undefined;
  region: string;
  endpoint?: string;
  /** A client made elsewhere (tests); else one is made from region and endpoint. */
  client?: SESv2Client;
}

let sesModule: Promise<typeof import('./ses-sdk')> | undefined;
const loadSes = () => (sesModule ??= import('./ses-sdk'));

export function createSesMailer(options: SesMailerOptions): Mailer {
  let client = options.client;
  return {
    async send(message: MailMessage): Promise<MailResult> {
      if (!options.from) return { sent: false, reason: 'MAIL_FROM is not set' };
      try {
        const { SESv2Client, SendEmailCommand } = await loadSes();
        client ??= watchAwsClient(
          new SESv2Client({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}) }),
          'SES',
        );
        const output = await client.send(
          new SendEmailCommand({
            FromEmailAddress: options.from,
            Destination: { ToAddresses: [message.to] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
              },
            },
          }),
        );
        return { sent: true, messageId: output.MessageId };
      } catch (error) {
        return { sent: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    },
  };
}
