/** The slice of s3rver 3.7 (it ships no types) that infra/local/s3.ts uses. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa's middleware list (S3rver is a Koa app): what runs, in order, for every request. */
    middleware: ((ctx: never, next: () => Promise<unknown>) => unknown)[];
    /** The filesystem store behind every request (lib/stores/filesystem.js; s3-atomic.ts gives it S3's atomic PUTs). */
    store: import('./s3-atomic').FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
