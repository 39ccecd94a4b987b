import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Runs `task` after the current request has answered, off its path: work whose duration would tell the caller
     * something (e.g. whether an e-mail has an account) goes here. Failures are logged; closing the app waits.
     */
    runInBackground: (label: string, task: () => Promise<void>) => void;
    /** Resolves when every background task started so far has finished (tests, shutdown). */
    backgroundIdle: () => Promise<void>;
  }
}

export function registerBackgroundTasks(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.decorate("runInBackground", (label: string, task: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => app.log.error({ err }, `background task failed: ${label}`))
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.decorate("backgroundIdle", async () => {
    while (pending.size > 0) await Promise.all(pending);
  });
  app.addHook("onClose", async () => app.backgroundIdle());
}
