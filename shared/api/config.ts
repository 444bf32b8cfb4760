/** The web app's runtime configuration, served as /config.json (written by CDK, or by the local runtime). */
import * as z from '../zod';

export const webConfigSchema = z.object({
  apiUrl: z.url(),
  wsUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only when talking to a Cognito look-alike (cognito-local). */
  userPoolEndpoint: z.nullable(z.url()),
  /** Hosted-UI settings for Google sign-in; null when Google is not configured. */
  oauth: z.nullable(z.object({ domain: z.string(), redirectSignIn: z.string(), redirectSignOut: z.string() })),
  mediaUrl: z.string(),
  stage: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
