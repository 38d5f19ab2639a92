import { AsyncLocalStorage } from "node:async_hooks";
import type { Session, User } from "better-auth";

/** A session as Better Auth reads it: its row (with the token) and its user. */
export interface SessionRead {
  session: Session;
  user: User;
}

const current = new AsyncLocalStorage<SessionRead>();

/**
 * Runs `handle` (Better Auth's handler) for a request whose session has already been read, so
 * that Better Auth takes that one instead of reading it again.
 */
export function withSessionRead<T>(read: SessionRead, handle: () => T): T {
  return current.run(read, handle);
}

/** The session this request has already read, if any. */
export function sessionReadOfRequest(): SessionRead | undefined {
  return current.getStore();
}
