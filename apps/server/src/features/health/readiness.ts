/**
 * The server's state for its probes. `warm`: background work after start (warming the tracking cache, the daily
 * jobs' first check) is done;
 * /api/health reports `warm: false` while any is under way, so a benchmark or a load balancer can wait for it (the
 * server answers correctly meanwhile, only slower). `draining`: SIGTERM came; /api/health/ready answers 503 from
 * then on, so a load balancer stops sending requests before the server stops taking them (main.ts).
 */
export class Readiness {
  private readonly pending = new Set<{ task: string }>();
  private drainingSince: Date | undefined;

  /** Marks `task` as under way; the returned function marks it done (calling it twice is harmless). */
  begin(task: string): () => void {
    const token = { task };
    this.pending.add(token);
    return () => {
      this.pending.delete(token);
    };
  }

  get warm(): boolean {
    return this.pending.size === 0;
  }

  /** From now on the process is stopping: readiness answers 503, liveness still 200. */
  drain(): void {
    this.drainingSince ??= new Date();
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }
}
