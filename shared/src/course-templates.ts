/**
 * Session and class templates (issue 14; spec section 3, "Course session: ... session and class templates"):
 * a saved setup a manager starts a new course session, or a new class, from. A template holds no dates (it is
 * reused term after term) and no people; the form it fills is then saved as usual, so every rule of a session
 * or a class still applies. docs/courses.md has the overview.
 */
import type { ClassMethod, WeeklyScheduleDto } from './classes';
import type { CourseMode, CourseTestRef, RepeatRuleDto } from './courses';
import type { UserRefDto } from './dto/admin';

export const TEMPLATE_KINDS = ['session', 'class'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_LIMITS = { nameMax: 120, perOwnerMax: 200 } as const;

/** A session's setup without its dates: title, city, fee (minor units), prepay, mode, times, zone, rule, test, tags. */
export interface SessionTemplateSetup {
  title: string;
  city?: string | null;
  fee: number;
  prepay: boolean;
  mode: CourseMode;
  time_from: string;
  time_to: string;
  time_zone?: string;
  /** The rule without an end (the new session's last day gives it one). */
  repeat?: RepeatRuleDto | null;
  test?: CourseTestRef | null;
  tags?: string[];
}

/** A class's setup without its dates: name, description, method, weekly schedule, capacity. */
export interface ClassTemplateSetup {
  name: string;
  description?: string;
  method: ClassMethod;
  schedule?: WeeklyScheduleDto | null;
  capacity: number;
}

export type TemplateSetup<K extends TemplateKind> = K extends 'session' ? SessionTemplateSetup : ClassTemplateSetup;

export interface TemplateInput<K extends TemplateKind = TemplateKind> {
  kind: K;
  name: string;
  setup: TemplateSetup<K>;
}

export interface TemplateDto<K extends TemplateKind = TemplateKind> {
  id: number;
  kind: K;
  name: string;
  setup: TemplateSetup<K>;
  owner: UserRefDto;
  company_id: number | null;
  /** The caller may delete it: its owner, admins, or a company-admin of its company. */
  can_delete: boolean;
  created_at: string;
}

export const TEMPLATE_ROUTES = {
  templates: '/course-templates', // GET ?kind (the caller's, their company's; admins all); POST admin, company-admin, teacher
  template: '/course-templates/:templateId', // DELETE owner, admin, company-admin of its company
} as const;
