import type { ContactInput, ContactMessageDto, ContactStatus, Locale, TenantDto } from '@app/shared';
import { langToLocale } from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type { Page } from '../../lib/pagination';
import { captchaService } from '../auth';
import { contactRepository } from './contact.repository';

type Deps = Pick<AppContext, 'ds' | 'queue' | 'config'>;

/** The contact form (spec section 5) and the admins' inbox of what it sent. */
export function contactService({ ds, queue, config }: Deps) {
  const repo = contactRepository(ds);
  const captchas = captchaService(ds, config.captchaTestAnswer);

  return {
    /** Stores the message and mails it to the tenant's support address (the job queue retries the mail). */
    async send(input: ContactInput, tenant: TenantDto, locale: Locale): Promise<number> {
      await captchas.consume(input.captcha_key, input.captcha);
      const message = {
        tenant: tenant.product,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        message: input.message,
        course: input.course || null,
        locale,
      };
      const id = await repo.insert(message);
      // The support team reads it in the language it was written in, with everything needed to answer.
      const values = {
        name: message.name,
        email: message.email ?? '-',
        phone: message.phone ?? '-',
        course: message.course ?? '-',
        message: message.message,
      };
      await queue.enqueue('send-email', {
        to: tenant.email,
        subject: `${t(locale, 'email.contact.subject', { name: message.name })} · ${tenant.name}`,
        text: `${t(locale, 'email.contact.body', values)}\n`,
      });
      return id;
    },

    list: (status: ContactStatus | undefined, page: Page) => repo.page(status, page),

    async setRead(id: number, read: boolean): Promise<ContactMessageDto> {
      return (await repo.setRead(id, read)) ?? Promise.reject(notFound());
    },

    /** Answers by e-mail from the platform's address, in the sender's language; marks the message replied. */
    async reply(id: number, body: string, tenant: TenantDto): Promise<ContactMessageDto> {
      const m = await repo.find(id);
      if (!m) throw notFound();
      if (!m.email) throw fieldError({ body: 'validation.contact.no_email' });
      const locale = langToLocale(m.locale);
      await queue.enqueue('send-email', {
        to: m.email,
        subject: `${t(locale, 'email.contactReply.subject')} · ${tenant.name}`,
        text: `${body}\n\n— ${tenant.name} (${tenant.email})\n\n> ${m.message.split('\n').join('\n> ')}\n`,
      });
      return (await repo.markReplied(id))!;
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
