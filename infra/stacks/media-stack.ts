import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { HttpMethods, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { MEDIA_UPLOADS_PREFIX } from '../../shared/constants';
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
    const cdn = new CdnBucket(this, 'Media', {
      comment: 'TableTap logos and menu images',
      singlePageApp: false,
      // Public images, also read by the web app's fetch (the logo embedded in the table cards' PDF): any origin may
      // read them (Access-Control-Allow-Origin *), with the security headers.
      responseHeadersPolicy: ResponseHeadersPolicy.CORS_ALLOW_ALL_ORIGINS_WITH_PREFLIGHT_AND_SECURITY_HEADERS,
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
