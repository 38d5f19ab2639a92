import { readFileSync, statSync } from "node:fs";
import { inject } from "vitest";

interface MailEntry {
  to?: unknown;
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
    found.push({ to: record.to, links: record.links as string[] });
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
 * log after `since`. Addresses are redacted in the log, so the recipient is only used when it is
 * readable; tests run one at a time, so the newest matching mail is the one just asked for.
 */
export async function readOutboxLink(
  email: string,
  {
    contains = "reset-password?token=",
    since = 0,
    timeoutMs = 10_000,
  }: { contains?: string; since?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = readMails(since).filter((mail) =>
      mail.links.some((link) => link.includes(contains)),
    );
    const mine = matching.filter((mail) => mail.to === email);
    const mail = (mine.length > 0 ? mine : matching).at(-1);
    const link = mail?.links.filter((l) => l.includes(contains)).at(-1);
    if (link) return link;
    if (Date.now() > deadline) {
      throw new Error(`no mail with a link containing "${contains}" in ${logPath()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
