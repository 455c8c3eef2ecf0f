/**
 * Outgoing mail. With SMTP configured, nodemailer sends through it; otherwise (the embedded default)
 * each mail is written as an .eml file under MAIL_DIR so a developer can open the links inside.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/env';
import { fromRoot } from './paths';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The sender's display name (the tenant's brand); the address is always the configured one. */
  fromName?: string;
  /** Files sent along, their content in base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

const attachmentsOf = (mail: Mail) =>
  mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: 'base64' }));

/**
 * The From of a mail: MAIL_FROM's address under the tenant's name, so a partner's users get mail from
 * "Summit Prep" rather than the main brand (issue 12 item 16). Without a name, MAIL_FROM as configured.
 */
export function senderOf(configured: string, fromName?: string): string | { name: string; address: string } {
  if (!fromName) return configured;
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name: fromName, address };
}
export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(config: AppConfig['mail']): SendMail {
  if (config.smtp) {
    const transport = nodemailer.createTransport({
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
      // Local development SMTP servers commonly use self-signed certificates.
      tls: { rejectUnauthorized: false },
    });
    return async ({ fromName, ...mail }) => {
      await transport.sendMail({ from: senderOf(config.from, fromName), ...mail, attachments: attachmentsOf(mail) });
    };
  }
  const dir = fromRoot(config.dir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async ({ fromName, ...mail }) => {
    const info = await transport.sendMail({ from: senderOf(config.from, fromName), ...mail, attachments: attachmentsOf(mail) });
    fs.mkdirSync(dir, { recursive: true });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    fs.writeFileSync(path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), info.message as Buffer);
  };
}
