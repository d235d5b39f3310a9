/**
 * Work a request starts but does not wait for (a code's delivery), so that its answer takes the same time
 * whether or not there was anything to do. Failures are logged by type only: a message may hold a code.
 * `settled()` waits for what is running: the server's shutdown and the tests use it.
 */
export function createBackgroundTasks(log: (line: string) => void = (line) => console.error(line)) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise: Promise<void> = task()
        .catch((error: unknown) =>
          log(`background task "${name}" failed: ${(error as Error)?.name ?? 'Error'}`),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled(): Promise<void> {
      while (running.size) await Promise.all([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
