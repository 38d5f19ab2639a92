/** A confirmation /auth shows once when the person lands there, such as after deleting the account. */
export type AuthNotice = "accountDeleted";

// Kept in memory only: a reload, another tab or a later visit never shows it again.
let pending: AuthNotice | null = null;

export function setAuthNotice(notice: AuthNotice): void {
  pending = notice;
}

/** The notice waiting for /auth, if any; `clearAuthNotice` once it has been shown. */
export function peekAuthNotice(): AuthNotice | null {
  return pending;
}

export function clearAuthNotice(): void {
  pending = null;
}
