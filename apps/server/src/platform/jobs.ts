import { isDatabaseUnavailable } from "../errors.ts";
import type { Logger } from "../logger.ts";

/**
 * A polling loop for work kept in the database (rows claimed with FOR UPDATE SKIP LOCKED, so
 * several API processes share it and a restart loses nothing): `tick` runs every `intervalMs`,
 * never two at once, and runs again at once while it reports more work waiting.
 */
export interface JobLoop {
  /** Runs one tick now (tests), after any tick in flight. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startJobLoop(options: {
  name: string;
  intervalMs: number;
  log: Logger;
  /** Returns true when it stopped at a batch limit and more is due. */
  tick(): Promise<boolean>;
}): JobLoop {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const runTicks = async () => {
    try {
      let more = true;
      while (more && !stopped) more = await options.tick();
    } catch (error) {
      // While the database is down the loop keeps its schedule and picks the work up after.
      if (isDatabaseUnavailable(error)) {
        options.log.warn({ loop: options.name }, "a job tick could not reach the database");
      } else {
        options.log.error({ err: error, loop: options.name }, "a job tick failed");
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runTicks().finally(schedule);
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce: async () => {
      await running;
      running = runTicks();
      await running;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
