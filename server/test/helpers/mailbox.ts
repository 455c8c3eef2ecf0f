/** A real SMTP server per test file: the app sends over a TCP connection and tests read what arrived. */
import { SMTPServer } from 'smtp-server';
import { simpleParse } from './mail-parse';

export interface ReceivedMail {
  to: string[];
  /** The From header as sent ("Summit Prep" <no-reply@...>). */
  from: string;
  subject: string;
  text: string;
  /** The message as received (headers and every MIME part: attachments are checked here). */
  raw: string;
}

export interface Mailbox {
  port: number;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` (and matching `subject` when given), among those after the first `since` mails. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number, since?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...simpleParse(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    async waitFor(to, subject, timeoutMs = 10_000, since = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (got ${mails.length} others)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first URL in a mail body. */
export function linkIn(mail: ReceivedMail): URL {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error(`No link in mail: ${mail.text}`);
  return new URL(m[0].replace(/[.,)]+$/, ''));
}
