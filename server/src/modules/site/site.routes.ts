import { Router, type RequestHandler } from 'express';
import { Role, type ContactInput, type ContactStatus, type SiteTextInput } from '@app/shared';
import type { AppContext } from '../../context';
import { currentUser, requireRole } from '../../auth/require-auth';
import { t } from '../../lib/i18n';
import { toPage, type PageInput } from '../../lib/pagination';
import type { RateLimit } from '../../lib/rate-limits';
import { presentText } from '../../lib/rate-limits';
import { requestLocale } from '../../lib/request-locale';
import { input, validate } from '../../lib/validate';
import type { ContactService } from './contact.service';
import type { SiteTextsService } from './site-texts.service';
import * as rules from './site.validators';

/** The sender the per-identifier limit counts: the e-mail, else the phone's digits. */
const contactIdentity = (req: { body?: unknown }) => {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const phone = presentText(b.phone)?.replace(/\D/g, '');
  return presentText(b.email) ?? (phone ? `tel:${phone}` : undefined);
};

export function siteRouter(ctx: AppContext, texts: SiteTextsService, contact: ContactService, requireAuth: RequestHandler, limit: RateLimit): Router {
  const r = Router();
  const admin = [requireAuth, requireRole(Role.SuperAdmin)];

  // Public: the pages apply these over their built-in texts.
  r.get('/site/texts', async (_req, res) => {
    res.json(await texts.overrides());
  });
  r.get('/admin/site/texts', ...admin, async (_req, res) => {
    res.json(await texts.rows());
  });
  r.put('/admin/site/texts/:key', ...admin, validate(rules.siteTextRules), async (req, res) => {
    const body = input<SiteTextInput & { key: string }>(req);
    await texts.save(body.key, body.texts, currentUser(req).id);
    res.status(204).end();
  });

  r.post(
    '/contact',
    ...limit({ name: 'contact', rule: ctx.config.rateLimit.contact, identify: contactIdentity }),
    validate(rules.contactRules),
    async (req, res) => {
      const locale = requestLocale(req);
      const id = await contact.send(input<ContactInput>(req), req.tenant, locale);
      res.status(201).json({ id, message: t(locale, 'contact.sent') });
    },
  );
  r.get('/admin/contact-messages', ...admin, validate(rules.inboxRules), async (req, res) => {
    const q = input<PageInput & { status?: ContactStatus }>(req);
    const page = toPage(q);
    const { data, total, unread } = await contact.list(q.status, page);
    res.json({ data, current_page: page.page, total, unread });
  });
  r.patch('/admin/contact-messages/:id', ...admin, validate(rules.readRules), async (req, res) => {
    const { id, read } = input<{ id: number; read: boolean }>(req);
    res.json(await contact.setRead(Number(id), read));
  });
  r.post('/admin/contact-messages/:id/reply', ...admin, validate(rules.replyRules), async (req, res) => {
    const { id, body } = input<{ id: number; body: string }>(req);
    res.json(await contact.reply(Number(id), body, req.tenant));
  });
  return r;
}
