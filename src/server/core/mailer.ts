import type { FastifyBaseLogger } from 'fastify';
import { convert } from 'html-to-text';
import nodemailer, { type Transporter } from 'nodemailer';

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
  /** The app's public address (APP_URL): the links of the e-mails are made absolute with it. */
  appUrl?: string;
  /** Tests: another nodemailer transport (e.g. streamTransport) instead of SMTP_URL's. */
  transport?: Transporter;
}

const ANCHOR = /<a\s+href="([^"]*)"\s*>([\s\S]*?)<\/a>/gi;

/**
 * The HTML of an e-mail as sent: the app's links (relative: '/reApontDesperdicios/aprovacao', as the app shows
 * them in the notifications) are made absolute with `appUrl`, since a mail client has no page to resolve
 * them against; without APP_URL such a link would lead nowhere, so it is left as its text.
 */
export function absoluteLinks(html: string, appUrl?: string): string {
  return html.replace(ANCHOR, (whole, href: string, text: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return whole;
    if (!appUrl) return text;
    return `<a href="${new URL(href, appUrl).href}">${text}</a>`;
  });
}

/** The plain-text part of an e-mail: the HTML's text, lists as '* item', links as 'text [address]'. */
export function plainText(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [
      { selector: 'a', options: { linkBrackets: ['[', ']'], hideLinkHrefIfSameAsText: true } },
      { selector: 'b', format: 'inline' },
    ],
  });
}

/**
 * The routine's e-mail: through SMTP when SMTP_URL is configured (nodemailer), otherwise only logged with the
 * Fastify logger (to, subject) so a development server shows what it would send. Each e-mail has an HTML part
 * with absolute links (APP_URL) and its plain-text alternative.
 */
export function createMailer(opts: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  return {
    configured: transport !== null,
    async send({ to, subject, html }) {
      if (!transport) {
        log.info({ to, subject }, 'e-mail não enviado (SMTP_URL não configurado)');
        return true;
      }
      const body = absoluteLinks(html, opts.appUrl);
      try {
        await transport.sendMail({ from: opts.from, to, subject, html: body, text: plainText(body) });
        log.info({ to, subject }, 'e-mail enviado');
        return true;
      } catch (err) {
        log.error({ err, to, subject }, 'falha ao enviar e-mail');
        return false;
      }
    },
  };
}
