import { type Executor, schema } from "@vitalog/db";
import { eq, fillPlaceholders, sql } from "drizzle-orm";
import { embeddedClient } from "../platform/database.ts";

const { session, user } = schema;

export interface SessionWithUser {
  userId: string;
  expiresAt: Date;
  email: string;
  name: string;
}

type Lookup = (token: string) => Promise<SessionWithUser | null>;

function prepareLookup(db: Executor): Lookup {
  const prepared = db
    .select({
      userId: session.userId,
      expiresAt: session.expiresAt,
      email: user.email,
      name: user.name,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_with_user");
  const client = embeddedClient(db);
  if (!client) return async (token) => (await prepared.execute({ token }))[0] ?? null;
  const { sql: text, params } = prepared.getQuery();
  return async (token) => {
    const values = fillPlaceholders(params, { token });
    const { rows } = await client.query(text, values, { rowMode: "array" });
    const row = rows[0];
    if (!row) return null;
    const [userId, expiresAt, email, name] = row;
    return {
      userId: userId as string,
      expiresAt: expiresAt as Date,
      email: email as string,
      name: name as string,
    };
  };
}

/** The lookup runs on every authenticated request, so it is built once per database handle. */
const lookups = new WeakMap<Executor, Lookup>();

/** The session holding this token, with its user's e-mail address and name. */
export async function findSessionWithUser(
  db: Executor,
  token: string,
): Promise<SessionWithUser | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup(token);
}
