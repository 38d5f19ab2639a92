import type { Logger } from "../logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Embedded mode's mailer: nothing leaves the machine; each message is written to the log with
 * its text (and so its links), the recipient redacted like every e-mail address in the logs.
 */
export function createLogMailer(log: Logger): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { email: to, subject, text } }, "mail written to the outbox");
    },
  };
}
