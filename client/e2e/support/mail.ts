import fs from 'node:fs';
import path from 'node:path';

/** Waits for a mail to `to` that the e2e runner's SMTP server received, and returns its first link. */
export async function waitForMailLink(to: string, subject: RegExp, timeoutMs = 15_000): Promise<URL> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of fs.readdirSync(dir).sort()) {
      let mail: { to: string[]; raw: string };
      try {
        mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string };
      } catch {
        continue; // the runner is still writing it: read it on the next round
      }
      if (!mail.to.includes(to.toLowerCase())) continue;
      const text = decode(mail.raw);
      if (!subject.test(text)) continue;
      const m = /https?:\/\/[^\s"<>]+/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      );
      if (m) return new URL(m[0].replace(/[.,)]+$/, ''));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** Quoted-printable soft breaks and escapes, so links split across lines come out whole. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** Waits for a mail to `to` whose headers or text match `subject`, and returns it whole (decoded quoted-printable; attachments stay base64). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const f of fs.readdirSync(dir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { to: string[]; raw: string };
      if (!mail.to.includes(to.toLowerCase())) continue;
      const text = decode(mail.raw);
      if (subject.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}
