import type { Locale } from '../locale';

export interface NotificationDto {
  id: number;
  type: string;
  start: string;
  end: string;
  description: Partial<Record<Locale, string>>;
  link: { routerName: string; text: Partial<Record<Locale, string>> } | null;
}
