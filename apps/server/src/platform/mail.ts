import { type Executor, schema } from "@vitalog/db";
import { createTransport } from "nodemailer";
import type { Config } from "../env.ts";
import type { Logger } from "../logger.ts";

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

/**
 * Embedded mode's mailer: nothing leaves the machine. Each message is stored in `mail_outbox`
 * and logged with its links (never its recipient), so sign-up and reset work without SMTP.
 */
export function createOutboxMailer(db: Executor, log: Logger): Mailer {
  return {
    kind: "outbox",
    async send({ to, subject, text, html, links = [], userId = null }) {
      const [row] = await db
        .insert(schema.mailOutbox)
        .values({ userId, to, subject, text, html: html ?? null, links })
        .returning({ id: schema.mailOutbox.id });
      log.info({ mailId: row?.id, subject, links }, "mail written to the outbox");
    },
  };
}

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

/** SMTP when `SMTP_URL` is set, otherwise the embedded outbox. */
export function createMailer(config: Config, db: Executor, log: Logger): Mailer {
  const mailLog = log.child({ module: "mail" });
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, mailLog)
    : createOutboxMailer(db, mailLog);
}
