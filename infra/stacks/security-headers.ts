import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

const stripeScripts = ['https://js.stripe.com', 'https://connect-js.stripe.com'];

/**
 * Content-Security-Policy of the React app. It calls its own origin (/config.json), the HTTP and WebSocket APIs,
 * Cognito (user pool API and hosted UI) and Stripe (Connect embedded onboarding); it shows images from the media
 * CDN and Stripe. The API hosts are matched by wildcard within the region because the site's hosting is created
 * before the APIs (they need the site's origin for CORS and OAuth callbacks), so it cannot name them.
 */
export function contentSecurityPolicy(scope: Construct, mediaUrl: string): string {
  const region = Stack.of(scope).region;
  const cognitoHostedUi = `https://*.auth.${region}.amazoncognito.com`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripeScripts],
    // React style attributes, Amplify UI and Stripe's components set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', mediaUrl, 'https://*.stripe.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      `https://*.execute-api.${region}.amazonaws.com`,
      `wss://*.execute-api.${region}.amazonaws.com`,
      `https://cognito-idp.${region}.amazonaws.com`,
      cognitoHostedUi,
      'https://api.stripe.com',
      ...stripeScripts,
    ],
    'frame-src': [...stripeScripts, 'https://hooks.stripe.com'],
    'form-action': ["'self'", cognitoHostedUi],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Security headers on every response of the web app's distribution. */
export function webSecurityHeaders(scope: Construct, id: string, mediaUrl: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'TableTap web app security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(scope, mediaUrl), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        // The app never uses these device features; embedded third-party frames must not either.
        { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
      ],
    },
  });
}
