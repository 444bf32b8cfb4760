/**
 * The web app's security headers, defined once: CloudFront's response headers policy (infra/stacks/
 * security-headers.ts) and the local web server (infra/local/web-server.ts) both build theirs from here, so the
 * policy the app is developed under is the one it ships with. The only difference is where the app's backends are
 * (WebBackendSources): in AWS the regional API Gateway and Cognito hosts, locally the emulators' addresses.
 * No CDK import here: the local runtime reads it too.
 */
import { createHash } from 'node:crypto';
import type { WebConfig } from '../shared/api';
import { DEFERRED_SCRIPTS_LOADER } from '../shared/deferred-scripts';

/** The one inline script the site runs (a prerendered page's deferred script loader), allowed by its hash alone. */
export const deferredScriptsLoaderSource = `'sha256-${createHash('sha256').update(DEFERRED_SCRIPTS_LOADER).digest('base64')}'`;

const stripeScripts = ['https://js.stripe.com', 'https://connect-js.stripe.com'];

/** Where the web app's own backends are, as Content-Security-Policy sources. */
export interface WebBackendSources {
  /** The HTTP API (fetch): the site's own origin where a proxy or CloudFront serves it there. */
  httpApi: string;
  /** The WebSocket API (live dashboard and order status). */
  webSocketApi: string;
  /** Cognito's user pool API (Amplify Auth's sign-in, sign-up and token calls). */
  userPool: string;
  /** Cognito's hosted UI (Google sign-in's redirect and token endpoint); null where there is none. */
  hostedUi: string | null;
  /** Logos and menu images. */
  media: string;
  /** Where the owner's browser POSTs a logo upload (the media bucket's own S3 endpoint, presigned). */
  mediaUpload: string;
}

/**
 * In AWS the HTTP API is on the site's own origin (CloudFront routes /api/* and /functions/* to it), so `'self'`
 * covers it. The WebSocket API keeps its own host, matched by wildcard within the region because the site's
 * hosting is created before it (it needs the site's origin for OAuth callbacks), so it cannot name it.
 */
export function deployedBackendSources(region: string, mediaUrl: string, mediaUploadOrigin: string): WebBackendSources {
  return {
    httpApi: "'self'",
    webSocketApi: `wss://*.execute-api.${region}.amazonaws.com`,
    userPool: `https://cognito-idp.${region}.amazonaws.com`,
    hostedUi: `https://*.auth.${region}.amazoncognito.com`,
    media: mediaUrl,
    mediaUpload: mediaUploadOrigin,
  };
}

/**
 * Locally the addresses are known exactly: the ones in the /config.json the app runs with. The media URL is the
 * S3 emulator's bucket path, so it becomes a path prefix (a CSP source with a path but no trailing slash matches
 * that one URL only); in AWS it is the media CDN's whole origin. Uploads go to the emulator's bucket URL, which
 * is exactly where its presigned forms POST.
 */
export function localBackendSources(config: WebConfig): WebBackendSources {
  const origin = (url: string) => new URL(url).origin;
  return {
    httpApi: origin(config.apiUrl),
    webSocketApi: origin(config.wsUrl),
    userPool: config.userPoolEndpoint ? origin(config.userPoolEndpoint) : `https://cognito-idp.${config.region}.amazonaws.com`,
    hostedUi: config.oauth ? `https://${config.oauth.domain}` : null,
    media: config.mediaUrl.endsWith('/') ? config.mediaUrl : `${config.mediaUrl}/`,
    mediaUpload: config.mediaUrl.replace(/\/+$/, ''),
  };
}

/**
 * Content-Security-Policy of the React app. It calls its own origin (/config.json), the HTTP and WebSocket APIs,
 * Cognito (user pool API and hosted UI), the media bucket (logo uploads), the media store (the logo read into the
 * table cards' PDF) and Stripe (Connect embedded onboarding); it shows images from the media store and Stripe.
 */
export function contentSecurityPolicy(backends: WebBackendSources): string {
  const hostedUi = backends.hostedUi ? [backends.hostedUi] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", deferredScriptsLoaderSource, ...stripeScripts],
    // React style attributes, Amplify UI and Stripe's components set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', backends.media, 'https://*.stripe.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      backends.httpApi,
      backends.webSocketApi,
      backends.userPool,
      ...hostedUi,
      backends.mediaUpload,
      // The table cards' PDF embeds the logo, read with fetch (an <img> alone cannot give its bytes).
      backends.media,
      'https://api.stripe.com',
      ...stripeScripts,
    ],
    'frame-src': [...stripeScripts, 'https://hooks.stripe.com'],
    'form-action': ["'self'", ...hostedUi],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The other headers, as CloudFront's security headers behaviour and custom headers take them. */
export const securityHeaderSettings = {
  /** Two years, subdomains included (HTTPS only: see securityHeaders). */
  strictTransportSecurity: { maxAgeSeconds: 730 * 24 * 60 * 60, includeSubdomains: true },
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The app never uses these device features; embedded third-party frames must not either.
  permissionsPolicy: 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * Every header as an HTTP response carries it (lower-case names), for a server that is not CloudFront.
 * `https: false` leaves out Strict-Transport-Security: browsers ignore it over plain HTTP anyway, and should a
 * local server ever be reached over HTTPS (a tunnel, a proxy) it would pin every port of that host name, e.g.
 * all of localhost, to HTTPS for two years.
 */
export function securityHeaders(backends: WebBackendSources, opts: { https: boolean }): Record<string, string> {
  const { strictTransportSecurity: hsts } = securityHeaderSettings;
  return {
    'content-security-policy': contentSecurityPolicy(backends),
    ...(opts.https
      ? { 'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}` }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': securityHeaderSettings.frameOptions,
    'referrer-policy': securityHeaderSettings.referrerPolicy,
    'permissions-policy': securityHeaderSettings.permissionsPolicy,
  };
}

/**
 * The headers the API's answers get on the site's origin (/api/*, /functions/*): HSTS and nosniff, no HTML page's
 * Content-Security-Policy (the few pages the API serves, e.g. the sandbox onboarding look-alike, set their own).
 * Lower-case names, for a server that is not CloudFront; `https` as in securityHeaders.
 */
export function apiSecurityHeaders(opts: { https: boolean }): Record<string, string> {
  const { strictTransportSecurity: hsts } = securityHeaderSettings;
  return {
    ...(opts.https
      ? { 'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}` }
      : {}),
    'x-content-type-options': 'nosniff',
  };
}

/**
 * The media origin's headers (logos and menu photos): an image there is only ever an image. Were a file to be read
 * as a document (an SVG, HTML behind an image's name), it could run nothing, load nothing and would sit in an opaque
 * origin; and browsers take its declared type as it is. CloudFront's media policy (infra/stacks/media-stack.ts) and
 * the local S3 emulator (infra/local/s3.ts) both send these.
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";
export const mediaSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
};
