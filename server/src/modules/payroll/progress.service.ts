/**
 * Progress reports: per student per course, the attendance and test scores the course reaches (progress.repository)
 * and the teacher's comment, rendered as a PDF and mailed to each parent whose link the student confirmed, in that
 * parent's language and tenant. The report keeps a snapshot of what it showed, so its PDF renders again as sent.
 */
import {
  ActivityAction,
  ATTENDANCE_STATES,
  langToLocale,
  localizedText,
  type AttendanceState,
  type Locale,
  type ProgressDto,
  type ProgressReportDto,
  type ProgressSnapshotDto,
} from '@app/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { iso, localDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';
import type { Caller } from '../../core/access';
import { recordActivity } from '../activity-log';
import { managedCourse } from '../courses';
import { reportTheme } from '../reports';
import { brandOf } from '../tenants';
import { payrollConflict } from './payroll-access';
import { displayName, userRef } from './payroll.mapper';
import { renderPdf } from './payroll-pdf';
import { progressRepository, type ReportRow } from './progress.repository';

const toReport = (r: ReportRow): ProgressReportDto => ({
  id: r.id,
  comment: r.comment,
  author: r.author && userRef(r.author),
  created_at: iso(r.createdAt)!,
  sent_to: (r.sentTo ?? []).map(userRef),
});

/** The report's PDF in `locale` with `tenant`'s header. */
export function renderProgressPdf(
  report: { comment: string; snapshot: ProgressSnapshotDto; createdAt: Date; author: string },
  locale: Locale,
  tenant: string,
  compress = true,
): Promise<Buffer> {
  const s = report.snapshot;
  const student = displayName(s.student);
  return renderPdf(
    {
      locale,
      theme: reportTheme(brandOf(tenant)),
      title: t(locale, 'payrollApi.progress.title'),
      texts: [
        student,
        report.author,
        report.comment,
        ...Object.values(s.course.title),
        ...s.attendance.flatMap((a) => [a.title, a.topic]),
        ...s.scores.map((x) => x.title),
      ],
      date: report.createdAt,
      compress,
    },
    (w) => {
      const l = (id: string, values: Record<string, string | number> = {}) => t(w.locale, `payrollApi.progress.${id}`, values);
      const state = (x: AttendanceState) => t(w.locale, `payrollApi.attendance.${x}`);
      w.facts([
        [l('student'), student],
        [l('course'), localizedText(s.course.title, w.locale)],
        [l('date'), localDateTime(report.createdAt, 'Asia/Taipei').slice(0, 10)],
        [l('teacher'), report.author],
      ]);
      w.heading(l('attendance'));
      w.paragraph(ATTENDANCE_STATES.map((x) => `${state(x)}: ${s.attendance_summary[x]}`).join('   '));
      if (s.attendance.length)
        w.table(
          [
            { title: l('date'), width: 0.16 },
            { title: l('meeting'), width: 0.3 },
            { title: l('topic'), width: 0.38 },
            { title: l('state'), width: 0.16 },
          ],
          s.attendance.map((a) => [a.date, a.title || l('privateLesson'), a.topic, state(a.state)]),
        );
      w.heading(l('scores'));
      if (s.scores.length)
        w.table(
          [
            { title: l('date'), width: 0.16 },
            { title: l('test'), width: 0.6 },
            { title: l('score'), width: 0.24, align: 'right' },
          ],
          s.scores.map((x) => [x.date.slice(0, 10), x.title, x.score_kind === 'percent' ? `${x.score}%` : String(x.score)]),
        );
      else w.paragraph(l('noScores'));
      w.heading(l('comment'));
      w.paragraph(report.comment);
    },
  );
}

export function progressService(ctx: AppContext) {
  const { ds, clock, queue } = ctx;

  async function snapshot(caller: Caller, courseId: number, studentId: number) {
    const course = await managedCourse(ctx, caller, courseId);
    const repo = progressRepository(ds);
    const student = await repo.member(course.id, studentId);
    if (!student) throw notFound();
    const [attendance, scores] = await Promise.all([repo.attendance(course.id, student.id), repo.scores(course.id, student.id)]);
    const summary = Object.fromEntries(ATTENDANCE_STATES.map((x) => [x, 0])) as Record<AttendanceState, number>;
    for (const a of attendance) summary[a.state] += 1;
    const snap: ProgressSnapshotDto = {
      course: { id: course.id, title: course.title },
      student: userRef(student),
      attendance: attendance.map((a) => ({ kind: a.kind, date: a.date, title: a.title ?? '', topic: a.topic, state: a.state })),
      attendance_summary: summary,
      scores: scores.map((x) => ({ date: iso(x.finishedAt)!, title: x.title, score: x.score, score_kind: x.kind })),
    };
    return { snap, student };
  }

  return {
    async get(caller: Caller, courseId: number, studentId: number): Promise<ProgressDto> {
      const { snap, student } = await snapshot(caller, courseId, studentId);
      const repo = progressRepository(ds);
      const [parents, reports] = await Promise.all([repo.parents(student.id), repo.reports(courseId, student.id)]);
      return { ...snap, parents: parents.map(userRef), reports: reports.map(toReport) };
    },

    /** Saves the report and mails its PDF to each confirmed parent; 409 no_parent when the student has none. */
    async send(caller: Caller, courseId: number, studentId: number, comment: string): Promise<ProgressReportDto> {
      const { snap, student } = await snapshot(caller, courseId, studentId);
      const parents = await progressRepository(ds).parents(student.id);
      if (!parents.length) throw payrollConflict('no_parent');
      const at = clock.now();
      const id = await ds.transaction(async (m) => {
        const reportId = await progressRepository(m).insert({
          courseId,
          studentId: student.id,
          authorId: caller.id,
          comment: comment.trim(),
          snapshot: snap,
          sentTo: parents.map((p) => p.id),
          at,
        });
        await recordActivity(m, {
          actorId: caller.id,
          action: ActivityAction.ProgressReportSend,
          targetUserId: student.id,
          details: { course_id: courseId, report_id: reportId, parent_ids: parents.map((p) => p.id) },
        });
        return reportId;
      });
      const row = (await progressRepository(ds).report(id))!;
      const author = row.author ? displayName(row.author) : '';
      for (const parent of parents) {
        const pl = langToLocale(parent.lang);
        const brand = brandOf(parent.product).name;
        const pdf = await renderProgressPdf({ comment: row.comment, snapshot: snap, createdAt: row.createdAt, author }, pl, parent.product);
        const values = {
          name: parent.firstName || parent.username,
          student: displayName(snap.student),
          course: localizedText(snap.course.title, pl),
          brand,
          teacher: author,
        };
        await queue.enqueue('send-email', {
          to: parent.email,
          subject: `${t(pl, 'payrollApi.email.progress.subject', values)} · ${brand}`,
          text: `${t(pl, 'payrollApi.email.progress.body', values)}\n\n${t(pl, 'email.footer', { brand })}\n`,
          fromName: brand,
          attachments: [
            { filename: `progress-report-${snap.student.username}-${id}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') },
          ],
        });
      }
      return toReport(row);
    },

    /** A sent report's PDF, for the course's managers, in the caller's language. */
    async pdf(caller: Caller, reportId: number, locale: Locale, product: string): Promise<{ pdf: Buffer; filename: string }> {
      const row = await progressRepository(ds).report(reportId);
      if (!row) throw notFound();
      await managedCourse(ctx, caller, row.courseId);
      const pdf = await renderProgressPdf(
        { comment: row.comment, snapshot: row.snapshot, createdAt: row.createdAt, author: row.author ? displayName(row.author) : '' },
        locale,
        product,
      );
      return { pdf, filename: `progress-report-${row.snapshot.student.username}-${row.id}.pdf` };
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
