// The part of autocannon 9's API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
      /** Called with each connection's client once, as it is made (before its first request goes out). */
      setupClient?: (client: Client) => void;
    }
    /** A connection's client (lib/httpClient.js): the parts bench/load.ts touches. */
    interface Client {
      /**
       * Its requests in turn (lib/requestIterator.js): each round starts from a fresh copy of `initialContext`;
       * `setRequests` builds the first request again.
       */
      requestIterator: {
        initialContext: Record<string, unknown>;
        requests: Request[];
        resetContext(): void;
        setRequests(requests: Request[]): void;
      };
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      /** `total`: requests answered in the run. */
      requests: Histogram & { total: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Seconds the run lasted. */
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
