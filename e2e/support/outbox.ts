import { readFileSync, statSync } from "node:fs";
import { inject } from "vitest";

interface MailEntry {
  userId?: unknown;
  links: string[];
}

const logPath = () => inject("serverLogPath");

/** The log's current size: pass it as `since` to only see mail sent after this point. */
export function outboxMark(): number {
  try {
    return statSync(logPath()).size;
  } catch {
    return 0;
  }
}

/** Every object with a `links: string[]` field, at any depth of one log record. */
function mailsIn(value: unknown, found: MailEntry[] = []): MailEntry[] {
  if (!value || typeof value !== "object") return found;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.links) && record.links.every((link) => typeof link === "string")) {
    found.push({ userId: record.userId, links: record.links as string[] });
  }
  for (const item of Object.values(record)) {
    if (item && typeof item === "object") mailsIn(item, found);
  }
  return found;
}

function readMails(since: number): MailEntry[] {
  const text = readFileSync(logPath()).subarray(since).toString("utf8");
  const mails: MailEntry[] = [];
  for (const line of text.split("\n")) {
    if (!line.includes('"links"')) continue;
    try {
      mailsIn(JSON.parse(line), mails);
    } catch {
      // a line still being written, or not JSON
    }
  }
  return mails;
}

/**
 * The newest link containing `contains` (a reset link by default) in mail the server wrote to its
 * log for the account `userId` after `since`. The log names the account by its id, never its
 * address; files run in parallel, so the newest mail of anyone may be another test's.
 */
export async function readOutboxLink(
  userId: string,
  {
    contains = "reset-password?token=",
    since = 0,
    timeoutMs = 10_000,
  }: { contains?: string; since?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMails(since)
      .filter((m) => m.userId === userId && m.links.some((link) => link.includes(contains)))
      .at(-1);
    const link = mail?.links.filter((l) => l.includes(contains)).at(-1);
    if (link) return link;
    if (Date.now() > deadline) {
      throw new Error(`no mail for ${userId} with a link containing "${contains}" in ${logPath()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
