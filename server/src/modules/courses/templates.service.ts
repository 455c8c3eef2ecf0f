/**
 * Session and class templates: a saved setup (no dates, no people) that a manager starts a new course session
 * or class from; the form it fills is saved through the usual routes, so their rules still apply. A template
 * belongs to its author and their company: the company's teachers and company-admins use it, admins use all.
 * Anyone else's answers 404.
 */
import {
  ActivityAction,
  TEMPLATE_LIMITS,
  type ClassTemplateSetup,
  type SessionTemplateSetup,
  type TemplateDto,
  type TemplateInput,
  type TemplateKind,
} from '@app/shared';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/sql';
import { isAdmin, isCompanyAdmin, type Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { assignableTest } from '../classes';
import { userRef } from './courses.mapper';

interface TemplateRow {
  id: number;
  kind: TemplateKind;
  name: string;
  setup: SessionTemplateSetup | ClassTemplateSetup;
  ownerId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyId: number | null;
  canDelete: boolean;
  createdAt: Date;
}

/** Templates the caller may use, as SQL on `t` with the caller's id `$1`. */
// Admins' conditions still name $1 (always set), so the statement has a type for every parameter.
const usableSql = (caller: Caller) =>
  isAdmin(caller) ? '$1::int IS NOT NULL' : `(t.owner_id = $1 OR t.company_id IN (SELECT company_id FROM company_users WHERE user_id = $1))`;
/** Templates the caller may delete: admins all, the author, a company-admin their company's. */
const deletableSql = (caller: Caller) =>
  isAdmin(caller)
    ? '$1::int IS NOT NULL'
    : `(t.owner_id = $1${isCompanyAdmin(caller) ? ' OR t.company_id IN (SELECT company_id FROM company_users WHERE user_id = $1)' : ''})`;

const columns = (caller: Caller) => `t.id, t.kind, t.name, t.setup, t.owner_id AS "ownerId", u.username, u.first_name AS "firstName",
  u.last_name AS "lastName", t.company_id AS "companyId", ${deletableSql(caller)} AS "canDelete", t.created_at AS "createdAt"`;

const toDto = (r: TemplateRow): TemplateDto => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  setup: r.setup,
  owner: userRef({ id: r.ownerId, username: r.username, firstName: r.firstName, lastName: r.lastName }),
  company_id: r.companyId,
  can_delete: r.canDelete,
  created_at: r.createdAt.toISOString(),
});

/** The setup of the kind, with only its own fields (a session's or a class's). */
function setupOf(input: TemplateInput): SessionTemplateSetup | ClassTemplateSetup {
  if (input.kind === 'session') {
    const s = input.setup as SessionTemplateSetup;
    return {
      title: s.title,
      city: s.city?.trim() || null,
      fee: s.fee,
      prepay: s.prepay,
      mode: s.mode,
      time_from: s.time_from,
      time_to: s.time_to,
      ...(s.time_zone ? { time_zone: s.time_zone } : {}),
      repeat: s.repeat ? { freq: s.repeat.freq, interval: s.repeat.interval, weekdays: s.repeat.weekdays ?? [] } : null,
      test: s.test ? { target_type: s.test.target_type, target_id: s.test.target_id } : null,
      tags: s.tags ?? [],
    };
  }
  const c = input.setup as ClassTemplateSetup;
  return {
    name: c.name,
    description: c.description ?? '',
    method: c.method,
    schedule: c.schedule
      ? { time_zone: c.schedule.time_zone, slots: (c.schedule.slots ?? []).map(({ day, start, end }) => ({ day, start, end })) }
      : null,
    capacity: c.capacity,
  };
}

export function templatesService(ctx: AppContext) {
  const { ds } = ctx;
  return {
    async list(caller: Caller, kind: TemplateKind | undefined): Promise<TemplateDto[]> {
      const rows = await queryRows<TemplateRow>(
        ds,
        `SELECT ${columns(caller)} FROM course_templates t JOIN users u ON u.id = t.owner_id
          WHERE ${usableSql(caller)} AND ($2::text IS NULL OR t.kind = $2) ORDER BY lower(t.name), t.id`,
        [caller.id, kind ?? null],
      );
      return rows.map(toDto);
    },

    async create(caller: Caller, input: TemplateInput): Promise<TemplateDto> {
      const setup = setupOf(input);
      if (input.kind === 'session') {
        const s = setup as SessionTemplateSetup;
        if (s.time_to <= s.time_from) throw fieldError({ 'setup.time_to': 'coursesApi.validation.timeOrder' });
      }
      return ds.transaction(async (m) => {
        const test = input.kind === 'session' ? (setup as SessionTemplateSetup).test : null;
        if (test) await assignableTest(m, caller, test.target_type, test.target_id, 'setup.test');
        // A bound against runaway scripts, not a quota: two saves racing may pass it together by one.
        const [{ n }] = await queryRows<{ n: number }>(m, `SELECT count(*)::int AS n FROM course_templates WHERE owner_id = $1`, [caller.id]);
        if (n >= TEMPLATE_LIMITS.perOwnerMax) throw fieldError({ name: 'coursesApi.validation.templatesFull' });
        const [{ id }] = await queryRows<{ id: number }>(
          m,
          `INSERT INTO course_templates (kind, owner_id, company_id, name, setup)
           VALUES ($1, $2, ${isAdmin(caller) ? 'NULL' : '(SELECT company_id FROM company_users WHERE user_id = $2 ORDER BY created_at, company_id LIMIT 1)'}, $3, $4)
           RETURNING id`,
          [input.kind, caller.id, input.name.trim(), JSON.stringify(setup)],
        );
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.CourseTemplateCreate,
          details: { template_id: id, kind: input.kind, name: input.name.trim() },
        });
        const [row] = await queryRows<TemplateRow>(
          m,
          `SELECT ${columns(caller)} FROM course_templates t JOIN users u ON u.id = t.owner_id WHERE t.id = $2`,
          [caller.id, id],
        );
        return toDto(row);
      });
    },

    /** Deletes a template the caller may delete; 404 for one they cannot see or delete. */
    async remove(caller: Caller, id: number): Promise<void> {
      await ds.transaction(async (m) => {
        const rows = await queryRows<{ kind: string; name: string }>(
          m,
          `DELETE FROM course_templates t WHERE t.id = $2 AND ${deletableSql(caller)} RETURNING t.kind, t.name`,
          [caller.id, id],
        );
        if (!rows.length) throw notFound();
        await recordActivity(m, { actorId: caller.id, action: ActivityAction.CourseTemplateDelete, details: { template_id: id, ...rows[0] } });
      });
    },
  };
}
export type TemplatesService = ReturnType<typeof templatesService>;
