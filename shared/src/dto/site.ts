/** The public site's API contracts: text overrides, the contact form and its inbox (issue 15). */
import type { Locale } from '../locale';

/** GET /api/site/texts: the admins' overrides, per language, key -> text. */
export type SiteOverridesDto = Record<Locale, Record<string, string>>;

/** GET /api/admin/site/texts: every editable text with its built-in value and its override, per language. */
export interface SiteTextRowDto {
  key: string;
  defaults: Record<Locale, string>;
  overrides: Partial<Record<Locale, string>>;
}

/** PUT /api/admin/site/texts/{key}: a language given as null (or blank) goes back to the built-in text. */
export interface SiteTextInput {
  texts: Partial<Record<Locale, string | null>>;
}

/** POST /api/contact -> 201 (spec section 5: name, message and captcha required; e-mail or phone to answer). */
export interface ContactInput {
  name: string;
  email?: string;
  phone?: string;
  message: string;
  /** A course slug, when the form was opened from a course page. */
  course?: string;
  captcha: string;
  captcha_key: string;
}

export const CONTACT_LIMITS = { name: 100, message: 4000, reply: 4000 } as const;

/** One message of the admin inbox. */
export interface ContactMessageDto {
  id: number;
  tenant: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  course: string | null;
  locale: string;
  created_at: string;
  read: boolean;
  replied_at: string | null;
}

export const CONTACT_STATUSES = ['unread', 'read'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
