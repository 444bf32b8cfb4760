import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpMethods, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { MEDIA_EXPORTS_PREFIX, MEDIA_UPLOADS_PREFIX } from '../../shared/constants';
import { MEDIA_CONTENT_SECURITY_POLICY } from '../security-headers';
import { CdnBucket } from './cdn-bucket';

/** Where restaurant logos and menu images live, and the public CDN address they are read from. */
export interface MediaStorage {
  bucket: IBucket;
  /** `https://{media CDN domain}`: the prefix of every stored image's public URL. */
  url: string;
}

/** Logos and menu images: written by the functions, read by everyone through CloudFront. */
export class MediaStack extends Stack {
  readonly media: MediaStorage;
  /** `https://{bucket}.s3.{region}.amazonaws.com`: where browsers POST their presigned uploads. */
  readonly uploadOrigin: string;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    // Public images, also read by the web app's fetch (the logo embedded in the table cards' PDF): any origin may
    // read them (Access-Control-Allow-Origin *). An image is only ever an image: a CSP that runs and loads nothing in
    // an opaque origin, and no type sniffing (infra/security-headers.ts).
    const headers = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'TableTap media: CORS for any origin, images that can do nothing but be images',
      corsBehavior: {
        accessControlAllowCredentials: false,
        accessControlAllowHeaders: ['*'],
        accessControlAllowMethods: ['GET', 'HEAD', 'OPTIONS'],
        accessControlAllowOrigins: ['*'],
        originOverride: true,
      },
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
    });
    // Uploads wait under uploads/ until logo-confirm or menu-image-confirm has checked them (the functions read them
    // with S3's API, never through the CDN): the CDN serves none of them, checked or not.
    const refuseUploads = new CloudFrontFunction(this, 'RefuseUploads', {
      comment: 'Unchecked uploads are never served',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(`function handler(event) { return { statusCode: 403, statusDescription: 'Forbidden' }; }`),
    });
    const cdn = new CdnBucket(this, 'Media', {
      comment: 'TableTap logos and menu images',
      singlePageApp: false,
      responseHeadersPolicy: headers,
      bucketBehaviors: (origin) => ({
        [`${MEDIA_UPLOADS_PREFIX}*`]: {
          origin,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: refuseUploads, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        // The owners' CSV exports are read only through a presigned S3 link (functions/orders-export.ts), never the CDN.
        [`${MEDIA_EXPORTS_PREFIX}*`]: {
          origin,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: refuseUploads, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      }),
      // Owners' uploads cannot be rebuilt from the repository: keep them when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
      // Owners' browsers POST logos straight to the bucket with a presigned policy (functions/logo-upload.ts). Any
      // origin may: the signed policy, not the origin, decides what is accepted (key, type, size, expiry), and the
      // site's origin cannot be named here (the web stack is made after this one, with this stack's CDN address).
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3000 }],
      // An upload is checked and stored under its final key within seconds (functions/lib/domain/logos.ts); one
      // never confirmed (a closed tab, a refused file the browser never reported) goes after a day.
      // Versioned (below): an overwritten or deleted image stays restorable for 30 days, then goes.
      lifecycleRules: [
        { id: 'ExpireUnconfirmedUploads', prefix: MEDIA_UPLOADS_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        // A CSV export is downloaded within minutes of being written (its link works 5); an upload cut short (the
        // function's abort needs a right it does not have) goes too.
        {
          id: 'ExpireExports',
          prefix: MEDIA_EXPORTS_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
      ],
    });
    // Owners' images exist nowhere else: a wrong delete or overwrite (a bug, a mistaken script) can be undone from the
    // previous version (README, Operations). CdnBucket has no versioning option; set it on the bucket's resource.
    (cdn.bucket.node.defaultChild as CfnBucket).versioningConfiguration = { status: 'Enabled' };
    this.media = { bucket: cdn.bucket, url: cdn.url };
    this.uploadOrigin = `https://${cdn.bucket.bucketRegionalDomainName}`;
  }
}
