// The part of autocannon's API the HTTP benchmark uses (the package ships no
// types and @types/autocannon is not a dependency).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Cycled through in order by each connection. */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
  }
  export type { Result };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
