// Builds the real app on the run's test database and signs people up through the real
// endpoints, with a small cookie jar per person.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, openDatabase } from "@vitalog/db";
import { inject } from "vitest";
import { createApp } from "../src/app.ts";
import type { Clock } from "../src/context.ts";
import { type Config, loadConfig } from "../src/env.ts";
import { createLogger, type Logger } from "../src/logger.ts";
import { createMailer, type Mailer, type MailMessage } from "../src/platform/mail.ts";
import { createStorage, type Storage } from "../src/platform/storage.ts";

export const TEST_PASSWORD = "Sup3r-secret!";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value for this person's session. */
  cookie: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as a JSON body with Content-Type: application/json. */
  json?: unknown;
  /** Sent as is (malformed bodies, multipart forms). */
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  as?: TestUser | { cookie: string };
  /** The client's socket address, as @hono/node-server would give it. */
  ip?: string;
}

/** The config the test app runs with: the defaults a developer gets, in test mode. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: "test",
      PORT: "3000",
      DATA_DIR: join(tmpdir(), "vitalog-test-data"),
      LOG_LEVEL: "silent",
    }),
    ...overrides,
  };
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const provided = inject("testDatabase");
  if (provided.kind === "postgres") {
    return openDatabase({ kind: "postgres", url: provided.url, maxConnections: 4 });
  }
  const dump = await readFile(provided.dumpPath);
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([new Uint8Array(dump)]) });
}

/** Cookies from Set-Cookie headers, applied onto an existing Cookie header value. */
export function applySetCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (!value || /max-age=0(;|$)/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export function uniqueEmail(label = "person"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  /** Replaces the storage adapter (e.g. S3 against a local fake); disk under DATA_DIR otherwise. */
  storage?: (config: Config) => Storage;
  /** The app's clock (a test moving time on); the system clock otherwise. */
  clock?: Clock;
  /** A database of the test's own (closed with the app); the run's test database otherwise. */
  database?: DatabaseHandle;
  /** The app's logger (a test reading what the server logged); a silent one otherwise. */
  log?: Logger;
}

/**
 * The whole app over the test database, with its own DATA_DIR (so its stored files) and the
 * real mail adapter (the outbox, or SMTP when `smtpUrl` is given); call `close()` in afterAll.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "vitalog-test-data-"));
  const config = testConfig({ dataDir, ...overrides });
  const database = options.database ?? (await openTestDatabase());
  const log = options.log ?? createLogger("silent");
  const sentMail: MailMessage[] = [];
  const realMailer = createMailer(config, database.db, log);
  const mailer: Mailer = {
    kind: realMailer.kind,
    async send(message) {
      sentMail.push(message);
      await realMailer.send(message);
    },
  };
  const storage = options.storage?.(config) ?? createStorage(config);
  const { app, auth } = createApp({
    config,
    authSecret: "vitalog-test-secret-that-is-long-enough-0123456789",
    db: database.db,
    ping: database.ping,
    log,
    mailer,
    storage,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const origin = new URL(config.publicUrl).origin;

  function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers({ Origin: origin, ...options.headers });
    let body = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (typeof body === "string" && !headers.has("content-type")) {
      headers.set("Content-Type", "application/json");
    }
    if (options.as?.cookie) headers.set("Cookie", options.as.cookie);
    const env = options.ip
      ? {
          incoming: {
            socket: { remoteAddress: options.ip, remotePort: 40_000, remoteFamily: "IPv4" },
          },
        }
      : undefined;
    const init: RequestInit = {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
    };
    if (body !== undefined) init.body = body;
    return Promise.resolve(app.request(path, init, env));
  }

  async function signUp(
    input: { email?: string; password?: string; name?: string; rememberMe?: boolean } = {},
  ): Promise<TestUser> {
    const email = input.email ?? uniqueEmail();
    const password = input.password ?? TEST_PASSWORD;
    const response = await request("/api/auth/sign-up/email", {
      json: {
        email,
        password,
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.rememberMe === undefined ? {} : { rememberMe: input.rememberMe }),
      },
    });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const { user } = (await response.json()) as { user: { id: string } };
    return { id: user.id, email, password, cookie: applySetCookies("", response) };
  }

  async function signIn(email: string, password: string, rememberMe?: boolean) {
    const response = await request("/api/auth/sign-in/email", {
      json: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
    });
    return { response, cookie: applySetCookies("", response) };
  }

  return {
    app,
    auth,
    config,
    database,
    db: database.db,
    log,
    sentMail,
    storage,
    /** Root of the disk storage: DATA_DIR/files. */
    storageRoot: join(dataDir, "files"),
    request,
    signUp,
    signIn,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads a JSON reply. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The rows of a raw `db.execute(sql…)`, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
