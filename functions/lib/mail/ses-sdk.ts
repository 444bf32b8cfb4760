/**
 * The two names ses.ts takes from the SDK's SES module, which it loads at the first message. A dynamic import of the
 * package itself would keep every command of SES in the bundle; this module's static import lets esbuild keep these.
 */
export { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
