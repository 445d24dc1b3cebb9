// Minimal typing of autocannon 9 (it ships none): only what bench/ uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string> }>;
  }
  interface Result {
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export = autocannon;
}
