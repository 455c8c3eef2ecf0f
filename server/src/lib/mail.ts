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
    return async (mail) => {
      await transport.sendMail({ from: config.from, ...mail });
    };
  }
  const dir = fromRoot(config.dir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: config.from, ...mail });
    fs.mkdirSync(dir, { recursive: true });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    fs.writeFileSync(path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), info.message as Buffer);
  };
}
