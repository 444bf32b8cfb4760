import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy as webContentSecurityPolicy,
  deployedBackendSources,
  securityHeaderSettings as settings,
} from '../security-headers';

/**
 * Content-Security-Policy of the React app in AWS: the policy of infra/security-headers.ts (which the local web
 * server sends too) with the deployed backends, API hosts matched by wildcard within the stack's region.
 */
export function contentSecurityPolicy(scope: Construct, media: WebMediaSources): string {
  return webContentSecurityPolicy(deployedBackendSources(Stack.of(scope).region, media.url, media.uploadOrigin));
}

/** The media CDN (images shown) and the media bucket's S3 endpoint (logo uploads sent). */
export interface WebMediaSources {
  url: string;
  uploadOrigin: string;
}

const frameOptions: Record<typeof settings.frameOptions, HeadersFrameOption> = { DENY: HeadersFrameOption.DENY };
const referrerPolicies: Record<typeof settings.referrerPolicy, HeadersReferrerPolicy> = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

/** Security headers on every response of the web app's distribution (infra/security-headers.ts). */
export function webSecurityHeaders(scope: Construct, id: string, media: WebMediaSources): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'TableTap web app security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(scope, media), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(settings.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: settings.strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: frameOptions[settings.frameOptions], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicies[settings.referrerPolicy], override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: settings.permissionsPolicy, override: true }],
    },
  });
}

/**
 * Security headers on the API's answers through the site's distribution (/api/*, /functions/*): HSTS and nosniff,
 * as infra/security-headers.ts apiSecurityHeaders; no Content-Security-Policy (JSON, and the API's own pages set
 * theirs).
 */
export function apiSecurityHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'TableTap API (on the site origin) security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(settings.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: settings.strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
    },
  });
}
