import type { Locale } from '../locale';

/** Banner types (spec section 3 names a type but no list): the alert colours the banner can take. */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The named routes a banner may link to (spec section 2, "Named routes"), plus the public site's pages. */
export const NOTIFICATION_ROUTES = [
  'SATPractices',
  'Login',
  'PageNotFound',
  'ToeflPlans',
  'SatTestResults',
  'ToeflScorereport',
  'ToeflProfileBalance',
  'ClassesAndCounseling',
  'Home',
  'FAQ',
  'Others',
  'Pro',
  /** The student's /classes (a placement notice links there). */
  'MyClasses',
] as const;
export type NotificationRoute = (typeof NOTIFICATION_ROUTES)[number];

export interface NotificationDto {
  id: number;
  type: string;
  start: string;
  end: string;
  description: Partial<Record<Locale, string>>;
  link: { routerName: string; text: Partial<Record<Locale, string>> } | null;
}

/** POST /api/admin/notifications and PUT .../{id}: every text in all three languages. */
export interface NotificationInput {
  type: NotificationType;
  start: string;
  end: string;
  description: Record<Locale, string>;
  link: { routerName: NotificationRoute; text: Record<Locale, string> } | null;
}

/** The admin list's row: the banner and where it stands now. */
export interface AdminNotificationDto extends NotificationDto {
  state: 'scheduled' | 'active' | 'ended';
}
