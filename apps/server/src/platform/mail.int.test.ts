import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxFor } from "../../test/outbox.ts";
import { createTestApp, rowsOf, type TestApp, uniqueEmail } from "../../test/test-app.ts";
import { createLogger } from "../logger.ts";
import { createMailer, createOutboxMailer, MAIL_NOT_CONFIGURED } from "./mail.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The message's text with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe("sending through SMTP", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    // A real SMTP server on a free local port, requiring the credentials in SMTP_URL.
    smtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "vitalog" && auth.password === "mail-secret") {
          callback(null, { user: auth.username });
        } else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      smtpUrl: `smtp://vitalog:mail-secret@127.0.0.1:${port}`,
      mailFrom: "Vitalog <hello@vitalog.example>",
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the verification and reset mail with their links, and keeps no outbox copy", async () => {
    // 1. Nia signs up: the verification mail goes out over SMTP.
    const email = uniqueEmail("nia");
    const user = await t.signUp({ email });
    const verification = received.find((m) => m.to.includes(email));
    expect(verification?.from).toBe("hello@vitalog.example");
    expect(verification?.raw).toMatch(/^From: Vitalog <hello@vitalog\.example>$/m);
    expect(verification?.raw).toMatch(/^Subject: Verify your email address for Vitalog$/m);
    expect(verification?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(decoded(verification?.raw ?? "")).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fverify-email/,
    );

    // 2. She asks for a reset: the link to the app's reset page arrives, and works.
    const response = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(response.status).toBe(200);
    // The reply does not wait for SMTP (an unknown address must answer as fast), so wait here.
    const reset = await vi.waitFor(() => {
      const last = received.filter((m) => m.to.includes(email)).at(-1);
      expect(last?.raw).toMatch(/^Subject: Reset your Vitalog password$/m);
      return last;
    });
    const token = decoded(reset?.raw ?? "").match(
      /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/,
    )?.[1];
    expect(token).toBeTruthy();
    const done = await t.request("/api/auth/reset-password", {
      json: { newPassword: "Via-smtp-123", token },
    });
    expect(done.status).toBe(200);
    expect((await t.signIn(user.email, "Via-smtp-123")).response.status).toBe(200);

    // 3. Nothing was written to the outbox table.
    expect(await outboxFor(t, email)).toEqual([]);
  });
});

describe("the embedded outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the message and logs one line with its links but not its recipient", async () => {
    const lines: string[] = [];
    const log = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const user = await t.signUp();
    const link = "http://localhost:3000/reset-password?token=AbCdEf0123456789abcdef";
    await createOutboxMailer(t.db, log).send({
      to: user.email,
      userId: user.id,
      subject: "Reset your Vitalog password",
      text: `Choose a new password: ${link}`,
      html: `<a href="${link}">Choose a new password</a>`,
      links: [link],
    });

    // 1. The row, with the account it belongs to.
    const [row] = rowsOf<{ user_id: string; subject: string; links: string[]; html: string }>(
      await t.db.execute(sql`
        select user_id, subject, links, html from mail_outbox
        where user_id = ${user.id} and subject = 'Reset your Vitalog password'
      `),
    );
    expect(row).toMatchObject({ user_id: user.id, links: [link] });
    expect(row?.html).toContain(link);

    // 2. One info line whose links survive the log's redaction, naming the account by its id
    //    (so a reader can tell whose mail it is); no address in it.
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: "info",
      msg: "mail written to the outbox",
      userId: user.id,
      subject: "Reset your Vitalog password",
      links: [link],
    });
    expect(lines[0]).not.toContain(user.email);
    expect(lines[0]).not.toContain("@");
  });

  it("on a public address without SMTP, logs that mail is not configured and never the link", async () => {
    const lines: string[] = [];
    const log = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const user = await t.signUp();
    const mailer = createMailer(
      { ...t.config, publicUrl: "https://vitalog.example", smtpUrl: undefined },
      t.db,
      log,
    );
    expect(mailer.kind).toBe("outbox");
    const link = "https://vitalog.example/reset-password?token=PublicToken0123456789";
    await mailer.send({
      to: user.email,
      userId: user.id,
      subject: "Reset your Vitalog password",
      text: `Choose a new password: ${link}`,
      links: [link],
    });

    // The row stays (an operator can still read it); the log has no link and no token.
    const [row] = rowsOf<{ links: string[] }>(
      await t.db.execute(sql`
        select links from mail_outbox
        where user_id = ${user.id} and subject = 'Reset your Vitalog password'
      `),
    );
    expect(row?.links).toEqual([link]);
    expect(lines.join("")).not.toContain("PublicToken0123456789");
    expect(lines.some((line) => line.includes(MAIL_NOT_CONFIGURED))).toBe(true);
    expect(lines.some((line) => line.includes('"level":"warn"'))).toBe(true);
  });

  it("still logs the links for local use (PUBLIC_URL on localhost)", async () => {
    const lines: string[] = [];
    const log = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      }),
    );
    const mailer = createMailer(
      { ...t.config, publicUrl: "http://127.0.0.1:3000", smtpUrl: undefined },
      t.db,
      log,
    );
    const link = "http://127.0.0.1:3000/reset-password?token=LocalToken0123456789";
    await mailer.send({ to: "local@example.com", subject: "Reset", text: link, links: [link] });
    expect(lines.join("")).toContain("LocalToken0123456789");
    expect(lines.join("")).not.toContain(MAIL_NOT_CONFIGURED);
  });
});
