/**
 * A stray rejection (a Redis or Postgres command failing during an outage, with nobody awaiting
 * it) is logged and the process goes on: the clients reconnect by themselves, and a dead API or
 * worker would turn a blip into an outage. A synchronous uncaught exception still ends the
 * process (its state is unknown); the supervisor or the orchestrator restarts it.
 */
export function keepAliveOnStrayRejections(name: string, log: (message: string) => void = console.error): void {
  process.on('unhandledRejection', (reason) => {
    log(`[${name}] unhandled rejection, carrying on: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
}

/** Retries `attempt` with a growing pause (up to 5 s) until it succeeds or `timeoutMs` passes. */
export async function untilReachable<T>(what: string, attempt: () => Promise<T>, timeoutMs = 120_000, log: (message: string) => void = console.error): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      const pause = Math.min(250 * 2 ** n, 5000);
      log(`${what} not reachable yet (${(err as Error).message}); retrying in ${pause} ms`);
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}
