/** The S3-compatible test server (s3rver 3.7, no types of its own): what the tests use of it. */
declare module 's3rver' {
  export default class S3rver {
    constructor(opts: { port: number; address: string; silent: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
