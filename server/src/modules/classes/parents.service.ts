/**
 * Parents follow their children's classes, read-only: classes, class tests with due dates and results,
 * attendance. Who is a child's parent is core/access's mayViewChild over the profiles' link check, so
 * when the link becomes a confirmed one there, this follows. The weekly summary is opt-in per child.
 */
import type { DataSource } from 'typeorm';
import { langToLocale, type ChildClassesDto, type WeeklySummarySetting } from '@app/shared';
import type { AppContext } from '../../context';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { SendMail } from '../../lib/mail';
import { queryRows } from '../../lib/sql';
import { t } from '../../lib/i18n';
import { confirmedChildrenSql, mayViewChild, type Caller } from '../../core/access';
import { profilesRepository } from '../profiles';
import { brandOf } from '../tenants';
import { classTestsRepository } from './class-tests.repository';
import { toClassTestDto } from './class-tests.service';
import { toClassSummary, toUserRef } from './classes.mapper';
import { classesRepository, USER_REF, type UserRefRow } from './classes.repository';

const WEEK_MS = 7 * 24 * 3600_000;

/** The child's overview as their parent sees it (`since`: class tests due after it). */
async function childOverview(ds: DataSource, childId: number, now: Date, since: Date): Promise<ChildClassesDto | null> {
  const [child] = await queryRows<UserRefRow>(ds, `SELECT ${USER_REF('u')} FROM users u WHERE u.id = $1`, [childId]);
  if (!child) return null;
  const classes = (await classesRepository(ds).list(childId, 'mine', false, now)).filter((c) => c.standing === 'student');
  const exams = await classTestsRepository(ds).ofStudent(childId, since);
  const examIds = exams.map((e) => e.id);
  const progress = await classTestsRepository(ds).progress(examIds, childId);
  const progressOf = (examId: number) => progress.find((p) => p.classExamId === examId);
  const attendance = await queryRows<{ classId: number; date: string; state: ChildClassesDto['attendance'][number]['state'] }>(
    ds,
    `SELECT m.class_id AS "classId", to_char(m.meeting_date, 'YYYY-MM-DD') AS date, a.state
       FROM class_attendance a JOIN class_meetings m ON m.id = a.meeting_id
       JOIN class_students cs ON cs.class_id = m.class_id AND cs.user_id = a.student_id AND cs.status = 'active'
      WHERE a.student_id = $1 AND m.meeting_date >= $2::date ORDER BY m.meeting_date DESC, m.id DESC`,
    [childId, since.toISOString().slice(0, 10)],
  );
  return {
    child: toUserRef(child),
    classes: classes.map((c) => ({ ...toClassSummary(c), my_role: 'parent' })),
    class_tests: exams.map((e) => ({
      ...toClassTestDto(e, { progress: progressOf(e.id) }),
      score: progressOf(e.id)?.score ?? null,
      attempt_id: progressOf(e.id)?.bestAttemptId ?? null,
    })),
    attendance: attendance.map((a) => ({ class_id: a.classId, date: a.date, state: a.state })),
  };
}

export function parentsService(ctx: AppContext) {
  const { ds, clock } = ctx;

  async function child(caller: Caller, childId: number): Promise<void> {
    if (!(await mayViewChild(caller, () => profilesRepository(ds).isLinked(caller.id, childId)))) throw notFound();
  }

  return {
    async overview(caller: Caller, childId: number): Promise<ChildClassesDto> {
      await child(caller, childId);
      const now = clock.now();
      const overview = await childOverview(ds, childId, now, new Date(now.getTime() - 90 * 24 * 3600_000));
      if (!overview) throw notFound();
      return overview;
    },

    async summarySetting(caller: Caller, childId: number): Promise<WeeklySummarySetting> {
      await child(caller, childId);
      const [row] = await queryRows<{ enabled: boolean }>(ds, `SELECT enabled FROM parent_class_summaries WHERE parent_id = $1 AND student_id = $2`, [
        caller.id,
        childId,
      ]);
      return { enabled: row?.enabled ?? false };
    },

    async setSummary(caller: Caller, childId: number, enabled: boolean): Promise<WeeklySummarySetting> {
      await child(caller, childId);
      await ds.query(
        `INSERT INTO parent_class_summaries (parent_id, student_id, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (parent_id, student_id) DO UPDATE SET enabled = EXCLUDED.enabled`,
        [caller.id, childId, enabled],
      );
      return { enabled };
    },
  };
}
export type ParentsService = ReturnType<typeof parentsService>;

interface DueSummary {
  parentId: number;
  studentId: number;
  email: string;
  lang: string;
  product: string;
  parentName: string;
}

/**
 * The weekly summaries due: opted-in pairs still linked (and confirmed by the child), not sent in the last 7 days. Each is claimed (its
 * last_sent_at set) in the statement that picks it, so two workers never mail one twice.
 */
export async function sendParentSummaries(ds: DataSource, clock: Clock, sendMail: SendMail): Promise<number> {
  const now = clock.now();
  const due = await queryRows<DueSummary>(
    ds,
    `UPDATE parent_class_summaries s SET last_sent_at = $1
       FROM users p
      WHERE p.id = s.parent_id AND s.enabled AND (s.last_sent_at IS NULL OR s.last_sent_at <= $1::timestamptz - interval '7 days')
        AND s.student_id IN (${confirmedChildrenSql('s.parent_id')})
      RETURNING s.parent_id AS "parentId", s.student_id AS "studentId", p.email, p.lang, p.product,
                COALESCE(NULLIF(p.first_name, ''), p.username) AS "parentName"`,
    [now],
  );
  for (const d of due) {
    const o = await childOverview(ds, d.studentId, now, new Date(now.getTime() - WEEK_MS));
    if (!o) continue;
    const locale = langToLocale(d.lang);
    const brand = brandOf(d.product).name;
    const childName = [o.child.first_name, o.child.last_name].filter(Boolean).join(' ') || o.child.username;
    const tests = o.class_tests.map((x) =>
      t(locale, 'classesApi.summary.test', {
        title: x.title,
        className: x.class_name,
        due: x.due_at.slice(0, 10),
        status: t(locale, `classesApi.progress.${x.my_progress ?? 'not_started'}`),
        score: x.score ?? '-',
      }),
    );
    const attendance = o.attendance.map((a) => `- ${a.date}: ${t(locale, `classesApi.attendance.${a.state}`)}`);
    const none = t(locale, 'classesApi.summary.none');
    const text = t(locale, 'classesApi.summary.body', {
      name: d.parentName,
      child: childName,
      classes: o.classes.map((c) => c.name).join(', ') || none,
      tests: tests.join('\n') || none,
      attendance: attendance.join('\n') || none,
    });
    await sendMail({
      to: d.email,
      subject: `${t(locale, 'classesApi.summary.subject', { child: childName })} · ${brand}`,
      text: `${text}\n\n${t(locale, 'email.footer', { brand })}\n`,
    });
  }
  return due.length;
}

/** How often the job looks for summaries due (each pair is mailed at most once a week). */
export const PARENT_SUMMARY_EVERY_MS = 3600_000;
