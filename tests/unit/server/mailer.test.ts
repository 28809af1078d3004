import { Writable } from 'node:stream';
import { absoluteLinks, createMailer, plainText } from '@server/core/mailer';
import { routineMessage } from '@server/modules/re-tb-notificacoes/routine';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

const silent = pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() }));

/** A notification of pending approvals as the routine writes it (with the app's relative link). */
const html = routineMessage(
  {
    id_alerta: 1,
    des_alerta: 'Pendentes <Sul>',
    tip_alerta: 1,
    tip_regra: 2,
    id_grupo: null,
    id_usuario: null,
    ind_email: 1,
    ind_notificar: 1,
    ind_status: 1,
  },
  2,
  [
    {
      id_alerta: 1,
      id_restaurante: 7,
      des_restaurante: 'Restaurante & Cia',
      tip_desperdicio: null,
      kg: null,
      meta: null,
      qtd: 3,
      mais_antigo: '2026-03-16',
    },
  ],
  '2026-03-17',
);

/** Sends through nodemailer's stream transport and answers the raw MIME message. */
async function sent(appUrl?: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let raw = '';
  const original = transport.sendMail.bind(transport);
  transport.sendMail = (async (mail: SendMailOptions) => {
    const info = await original(mail);
    raw = String((info as unknown as { message: Buffer }).message);
    return info;
  }) as typeof transport.sendMail;
  const mailer = createMailer({ from: 'teste@localhost', appUrl, transport }, silent);
  expect(await mailer.send({ to: 'gestor@demo.com.br', subject: 'Pendentes', html })).toBe(true);
  return raw;
}

describe('e-mails', () => {
  it('the routine writes app links relative (the app resolves them)', () => {
    expect(html).toContain('<a href="/reApontDesperdicios/aprovacao">Ver pendências</a>');
  });

  it('links are absolute with APP_URL, and the e-mail has a plain-text part next to the HTML one', async () => {
    const raw = await sent('https://desperdicios.exemplo.com.br/');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => `%${h}`);
    const text = decodeURIComponent(decoded);
    expect(text).toContain('href="https://desperdicios.exemplo.com.br/reApontDesperdicios/aprovacao"');
    expect(text).not.toContain('href="/');
    expect(text).toContain(
      'Ver pendências [https://desperdicios.exemplo.com.br/reApontDesperdicios/aprovacao]',
    );
  });

  it('the plain text keeps the words, the escaped names and the list', () => {
    const text = plainText(absoluteLinks(html, 'https://app.exemplo.com'));
    expect(text).toContain('Pendentes <Sul>');
    expect(text).toContain('Há 3 apontamentos pendentes de aprovação há mais de um dia:');
    expect(text).toContain('* 7 - Restaurante & Cia: 3 apontamentos, o mais antigo de 16/03/2026');
    expect(text).toContain('Ver pendências [https://app.exemplo.com/reApontDesperdicios/aprovacao]');
    expect(text).not.toMatch(/<[a-z]/);
  });

  it('without APP_URL a relative link goes as its text, never as a link that leads nowhere', async () => {
    expect(absoluteLinks(html)).not.toContain('<a ');
    expect(absoluteLinks(html)).toContain('Ver pendências');
    const raw = await sent(undefined);
    expect(raw).not.toContain('href="/');
  });

  it('an app path resolves against APP_URL (the app is served from its root); absolute links are left alone', () => {
    expect(absoluteLinks('<a href="/x">X</a>', 'https://h.com/app/')).toBe('<a href="https://h.com/x">X</a>');
    expect(absoluteLinks('<a href="https://o.com/y">Y</a>', 'https://h.com')).toBe(
      '<a href="https://o.com/y">Y</a>',
    );
  });
});
