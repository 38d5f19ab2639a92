import { type Executor, schema } from "@vitalog/db";
import { createTransport } from "nodemailer";
import type { Config } from "../env.ts";
import type { Logger, ModuleLogLevels } from "../logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Every link in the message; the outbox logs them so a developer can follow them. */
  links?: string[];
  /** The account the message belongs to, when there is one (its outbox rows go with it). */
  userId?: string | null;
}

export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}

/** Whether PUBLIC_URL is this machine only (localhost, 127.0.0.0/8, ::1), i.e. local use. */
export function isLocalPublicUrl(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, "");
  return (
    host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1"
  );
}

/**
 * Embedded mode's mailer: nothing leaves the machine. Each message is stored in `mail_outbox`.
 * For local use it is logged with its links and account id (never its address), so sign-up and
 * reset work without SMTP; on a public address (`logLinks` false) the links, which open
 * accounts, are never logged, only that mail is not configured.
 */
export function createOutboxMailer(
  db: Executor,
  log: Logger,
  { logLinks = true }: { logLinks?: boolean } = {},
): Mailer {
  return {
    kind: "outbox",
    async send({ to, subject, text, html, links = [], userId = null }) {
      const [row] = await db
        .insert(schema.mailOutbox)
        .values({ userId, to, subject, text, html: html ?? null, links })
        .returning({ id: schema.mailOutbox.id });
      if (logLinks) {
        log.info({ mailId: row?.id, userId, subject, links }, "mail written to the outbox");
      } else log.warn({ mailId: row?.id, subject }, MAIL_NOT_CONFIGURED);
    },
  };
}

const MAIL_LOG_MODULE = "mail";

export const MAIL_NOT_CONFIGURED =
  "mail is not configured (set SMTP_URL): the message was kept in the outbox and not sent";

/** Sends through the SMTP server of `SMTP_URL` (STARTTLS when the server offers it). */
export function createSmtpMailer(smtpUrl: string, from: string, log: Logger): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
      log.info({ messageId: info.messageId, subject }, "mail sent");
    },
  };
}

/** Whether mail stays in the outbox and its links are logged: no SMTP_URL, and a local address. */
function logsOutboxLinks(config: Pick<Config, "smtpUrl" | "publicUrl">): boolean {
  return !config.smtpUrl && isLocalPublicUrl(config.publicUrl);
}

/**
 * The mail module's level for `createLogger`: on a local address the outbox's links are how a
 * developer signs up and resets a password, so they show at info even at the production default
 * (warn).
 */
export function mailLogLevels(config: Pick<Config, "smtpUrl" | "publicUrl">): ModuleLogLevels {
  return logsOutboxLinks(config) ? { [MAIL_LOG_MODULE]: "info" } : {};
}

/** SMTP when `SMTP_URL` is set, otherwise the embedded outbox (links logged for local use only). */
export function createMailer(config: Config, db: Executor, log: Logger): Mailer {
  const mailLog = log.child({ module: MAIL_LOG_MODULE });
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom, mailLog);
  const logLinks = logsOutboxLinks(config);
  if (!logLinks) mailLog.warn(MAIL_NOT_CONFIGURED);
  return createOutboxMailer(db, mailLog, { logLinks });
}
