/**
 * The mail port: one message, sent or not. The adapter (ses.ts) talks to Amazon SES v2; tests and callers only see
 * `send`, which never throws: a failure is reported as `{ sent: false }` so the caller decides what it means.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailResult = { sent: true; messageId: string | undefined } | { sent: false; reason: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}
