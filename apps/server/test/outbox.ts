// Reads mail the embedded outbox wrote to the mail_outbox table.
import { sql } from "drizzle-orm";
import { rowsOf, type TestApp } from "./test-app.ts";

export interface OutboxRow {
  id: string;
  user_id: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

/** Every message to `to`, oldest first. */
export async function outboxFor(t: TestApp, to: string): Promise<OutboxRow[]> {
  const result = await t.db.execute(sql`
    select id, user_id, "to", subject, text, html, links from mail_outbox
    where lower("to") = lower(${to}) order by created_at, id
  `);
  return rowsOf<OutboxRow>(result);
}

/** The newest link to `to` containing `contains`. */
export async function latestLink(t: TestApp, to: string, contains: string): Promise<string> {
  const links = (await outboxFor(t, to)).flatMap((row) => row.links);
  const link = links.filter((l) => l.includes(contains)).at(-1);
  if (!link) throw new Error(`no mail to ${to} with a link containing ${contains}`);
  return link;
}

/** The `token` query parameter of a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
