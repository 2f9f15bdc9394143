/*
| The part of autocannon's programmatic API that benchmarks/ uses; the
| package ships no types.
*/
declare module 'autocannon' {
  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    pipelining?: number
  }

  interface Stats {
    average: number
    p50: number
    p99: number
  }

  interface Result {
    requests: Stats & { total: number }
    latency: Stats
    throughput: Stats & { total: number }
    errors: number
    timeouts: number
    non2xx: number
  }

  export default function autocannon(options: Options): PromiseLike<Result>
}
