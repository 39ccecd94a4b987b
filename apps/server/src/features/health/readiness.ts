/**
 * Work a server does in the background after it starts listening, before it answers at full speed (warming the
 * tracking cache). /api/health reports `warm: false` while any is under way, so a benchmark or a load balancer can
 * wait for it; the server answers correctly meanwhile, only slower.
 */
export class Readiness {
  private readonly pending = new Set<{ task: string }>();

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
}
