import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

export interface Mailer {
  /** Whether e-mails really leave (SMTP configured) or are only logged. */
  readonly configured: boolean;
  /** Sends (or logs) one e-mail; never throws: a failure is logged and answered false. */
  send(message: MailMessage): Promise<boolean>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
}

/**
 * The routine's e-mail: through SMTP when SMTP_URL is configured (nodemailer), otherwise only logged with the
 * Fastify logger (to, subject) so a development server shows what it would send.
 */
export function createMailer(opts: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    configured: transport !== null,
    async send({ to, subject, html }) {
      if (!transport) {
        log.info({ to, subject }, 'e-mail não enviado (SMTP_URL não configurado)');
        return true;
      }
      try {
        await transport.sendMail({ from: opts.from, to, subject, html });
        log.info({ to, subject }, 'e-mail enviado');
        return true;
      } catch (err) {
        log.error({ err, to, subject }, 'falha ao enviar e-mail');
        return false;
      }
    },
  };
}
