import { flushSync } from "react-dom";

/** Lets `navigate(to, { flushSync: true })` commit at once (what react-router/dom passes). */
export function routerFlushSync(update: () => unknown): undefined {
  flushSync(update);
}
