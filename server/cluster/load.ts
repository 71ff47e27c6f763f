/**
 * A steady stream of requests through HAProxy: `concurrency` requests always in flight, each answered one followed
 * at once by the next, until stopped. Every answer that is not the expected status, and every request that throws
 * (connection reset, closed without an answer), is a failure kept with the time it ended and why.
 */
export interface Failure {
  /** When the request was sent, and when it failed. */
  startedAt: number;
  at: number;
  url: string;
  reason: string;
}

export interface LoadRequest {
  url: string;
  /** GET unless given: HAProxy sends a GET again when its connection closed unanswered, never a POST. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

export class Load {
  readonly failures: Failure[] = [];
  completed = 0;
  private inFlight = 0;
  private running = true;
  private readonly workers: Promise<void>[] = [];

  constructor(
    private readonly requests: LoadRequest[],
    private readonly concurrency: number,
  ) {}

  start(): this {
    for (let worker = 0; worker < this.concurrency; worker++) this.workers.push(this.work(worker));
    return this;
  }

  /** How many requests are out right now. */
  get pending(): number {
    return this.inFlight;
  }

  private async work(worker: number): Promise<void> {
    for (let n = worker; this.running; n += this.concurrency) {
      const request = this.requests[n % this.requests.length]!;
      this.inFlight++;
      const startedAt = Date.now();
      try {
        const res = await fetch(request.url, {
          method: request.method ?? 'GET',
          headers: request.headers,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) this.fail(startedAt, request.url, `status ${res.status}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        this.fail(startedAt, request.url, `${(error as Error).message} ${cause?.code ?? cause?.message ?? ''}`.trim());
      } finally {
        this.inFlight--;
        this.completed++;
      }
    }
  }

  private fail(startedAt: number, url: string, reason: string): void {
    this.failures.push({ startedAt, at: Date.now(), url, reason });
  }

  /** Stops sending and resolves once every request still out has ended. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}
