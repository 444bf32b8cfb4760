import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
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

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const cdn = new CdnBucket(this, 'Media', {
      comment: 'TableTap logos and menu images',
      singlePageApp: false,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      // Owners' uploads cannot be rebuilt from the repository: keep them when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.media = { bucket: cdn.bucket, url: cdn.url };
  }
}
