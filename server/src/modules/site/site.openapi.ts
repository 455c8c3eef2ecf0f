/** OpenAPI part of the site module. */
import { CONTACT_STATUSES, COURSE_SLUGS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, pageQuery, paged, str, type OpenApiPart } from '../../lib/openapi';

const localeTexts = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() });
const message = obj({
  id: int(),
  tenant: str(),
  name: str(),
  email: str({ nullable: true }),
  phone: str({ nullable: true }),
  message: str(),
  course: str({ nullable: true }),
  locale: str(),
  created_at: str({ format: 'date-time' }),
  read: bool(),
  replied_at: str({ nullable: true }),
});

export const siteOpenApi: OpenApiPart = {
  paths: {
    '/site/texts': {
      get: op({ tag: 'Site', summary: "The admins' overrides of the public site's texts, per language", ok: { schema: obj({}) } }),
    },
    '/admin/site/texts': {
      get: op({
        tag: 'Site',
        summary: 'Every editable text of the public site, built-in and overridden',
        auth: true,
        roles: ['super-admin'],
        errors: [403],
        ok: { schema: arr(obj({ key: str(), defaults: localeTexts, overrides: obj({}) })) },
      }),
    },
    '/admin/site/texts/{key}': {
      put: op({
        tag: 'Site',
        summary: 'Override (or, with null, restore) one text in some languages',
        auth: true,
        roles: ['super-admin'],
        params: ['key'],
        body: obj({ texts: obj({ 'en-US': str({ nullable: true }), 'zh-CN': str({ nullable: true }), 'zh-TW': str({ nullable: true }) }) }, [
          'texts',
        ]),
        errors: [403, 404],
        ok: { status: 204, description: 'Saved' },
      }),
    },
    '/contact': {
      post: op({
        tag: 'Site',
        summary: 'Send the contact form (stored and mailed to the support address)',
        body: obj(
          {
            name: str({ maxLength: 100 }),
            email: str({ format: 'email' }),
            phone: str(),
            message: str({ maxLength: 4000 }),
            course: oneOfStr(COURSE_SLUGS),
            captcha: str(),
            captcha_key: str(),
          },
          ['name', 'message', 'captcha', 'captcha_key'],
        ),
        errors: [429],
        ok: { status: 201, schema: obj({ id: int(), message: str() }) },
      }),
    },
    '/admin/contact-messages': {
      get: op({
        tag: 'Site',
        summary: 'The contact inbox, newest first',
        auth: true,
        roles: ['super-admin'],
        query: { ...pageQuery, status: oneOfStr(CONTACT_STATUSES) },
        errors: [403],
        ok: { schema: paged(message) },
      }),
    },
    '/admin/contact-messages/{id}': {
      patch: op({
        tag: 'Site',
        summary: 'Mark a message read or unread',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj({ read: bool() }, ['read']),
        errors: [403, 404],
        ok: { schema: message },
      }),
    },
    '/admin/contact-messages/{id}/reply': {
      post: op({
        tag: 'Site',
        summary: 'Answer a message by e-mail',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj({ body: str({ maxLength: 4000 }) }, ['body']),
        errors: [403, 404],
        ok: { schema: message },
      }),
    },
  },
};
