import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@app/shared';
import { ApiError } from '../../../lib/api-error';
import { joinProblem, startProblem, isCoinsRefusal } from '../class-errors';
import { dueState, openClassTests } from '../due';
import { attendanceCounts, meetingForm } from '../meeting-form';
import { isValidLink } from '../material-rules';
import { distributionBars, hardestQuestions, questionBars, stragglers } from '../results-model';
import { parseEmails } from '../components/roster-panel';

const conflict = (reason: string) => new ApiError({ status: 409, code: ErrorCode.CONFLICT, message: 'x', reason });

describe('why a join failed', () => {
  it('tells a wrong code, an archived class, a full class and a member apart', () => {
    expect(joinProblem(new ApiError({ status: 404, code: ErrorCode.NOT_FOUND, message: 'x' }))?.id).toBe('classes.join.wrongCode');
    expect(joinProblem(new ApiError({ status: 422, code: ErrorCode.VALIDATION_FAILED, message: 'x', errors: { code: ['bad'] } }))?.id).toBe(
      'classes.join.wrongCode',
    );
    expect(joinProblem(conflict('class_archived'))?.id).toBe('classes.join.archived');
    expect(joinProblem(conflict('class_full'))?.id).toBe('classes.join.full');
    expect(joinProblem(conflict('already_member'))?.id).toBe('classes.join.alreadyMember');
    expect(joinProblem(new ApiError({ status: 500, code: ErrorCode.INTERNAL, message: 'x' }))).toBeNull();
  });

  it("shows the spec's insufficient_coins text when a start is refused for the owner's coins", () => {
    const coins = new ApiError({ status: 402, code: ErrorCode.INSUFFICIENT_COINS, message: 'x' });
    expect(startProblem(coins)?.id).toBe('error.insufficient_coins');
    expect(startProblem(new ApiError({ status: 403, code: ErrorCode.INSUFFICIENT_COINS, message: 'x' }))?.id).toBe('error.insufficient_coins');
    expect(isCoinsRefusal(coins)).toBe(true);
    expect(startProblem(conflict('class_exam_closed'))?.id).toBe('classes.lock.closed');
    expect(startProblem(conflict('attempt_running'))?.id).toBe('classes.lock.attemptRunning');
    expect(startProblem(new ApiError({ status: 403, code: ErrorCode.FORBIDDEN, message: 'x' }))).toBeNull();
  });
});

describe('class tests on the practice home', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  const test = (opens: string, due: string, my_progress?: 'finished' | 'not_started') => ({ opens_at: opens, due_at: due, my_progress });
  it('says where each window stands', () => {
    expect(dueState(test('2027-03-11T00:00:00Z', '2027-03-20T00:00:00Z'), now)).toBe('upcoming');
    expect(dueState(test('2027-03-01T00:00:00Z', '2027-03-20T00:00:00Z'), now)).toBe('open');
    expect(dueState(test('2027-03-01T00:00:00Z', '2027-03-11T00:00:00Z'), now)).toBe('dueSoon');
    expect(dueState(test('2027-03-01T00:00:00Z', '2027-03-09T00:00:00Z'), now)).toBe('overdue');
    expect(dueState(test('2027-03-01T00:00:00Z', '2027-03-09T00:00:00Z', 'finished'), now)).toBe('done');
  });
  it('lists the open ones, soonest due first', () => {
    const a = { id: 1, ...test('2027-03-01T00:00:00Z', '2027-03-30T00:00:00Z') };
    const b = { id: 2, ...test('2027-03-01T00:00:00Z', '2027-03-12T00:00:00Z') };
    const done = { id: 3, ...test('2027-03-01T00:00:00Z', '2027-03-12T00:00:00Z', 'finished') };
    const late = { id: 4, ...test('2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z') };
    expect(openClassTests([a, b, done, late], now).map((t) => t.id)).toEqual([2, 1]);
  });
});

describe('the smaller rules', () => {
  it('splits invited addresses and flags the bad ones', () => {
    expect(parseEmails('a@x.com, B@x.com\nb@x.com; nope')).toEqual({ emails: ['a@x.com', 'b@x.com'], invalid: ['nope'] });
  });
  it('accepts only http(s) material links', () => {
    expect(isValidLink('https://example.com/a.pdf')).toBe(true);
    for (const bad of ['', 'example.com', 'ftp://example.com/x', 'javascript:alert(1)', 'https://localhost']) expect(isValidLink(bad)).toBe(false);
  });
  it('starts a meeting with every student present and counts the states', () => {
    const form = meetingForm(null, [{ id: 1 }, { id: 2 }], new Date('2027-03-10T12:00:00'));
    expect(form).toMatchObject({ date: '2027-03-10', attendance: { 1: 'present', 2: 'present' } });
    const student = (id: number) => ({ id, username: `s${id}`, first_name: 'S', last_name: String(id) });
    expect(
      attendanceCounts({
        attendance: [
          { student: student(1), state: 'late' },
          { student: student(2), state: 'late' },
          { student: student(3), state: 'absent' },
        ],
      }),
    ).toEqual({ present: 0, late: 2, absent: 1, excused: 0 });
  });
  it('shapes the results charts and names who has not started or finished', () => {
    expect(
      distributionBars([
        { from: 400, to: 519, count: 2 },
        { from: 520, to: 520, count: 0 },
      ]),
    ).toEqual({ labels: ['400–519', '520'], values: [2, 0] });
    const q = (module: number, number: number, answered: number, percent_correct: number) => ({
      question_id: module * 100 + number,
      module,
      number,
      domain: null,
      skill: null,
      answered,
      percent_correct,
    });
    expect(questionBars([q(2, 1, 3, 50), q(1, 2, 0, 0)], (x) => `${x.module}.${x.number}`)).toEqual({ labels: ['1.2', '2.1'], values: [null, 50] });
    expect(hardestQuestions([q(1, 1, 2, 90), q(1, 2, 0, 0), q(1, 3, 2, 10)], 2).map((x) => x.number)).toEqual([3, 1]);
    const row = (id: number, progress: 'not_started' | 'in_progress' | 'finished') => ({
      student: { id, username: '', first_name: '', last_name: '' },
      progress,
      attempts_used: 0,
      attempt_id: null,
      score: null,
      finished_at: null,
    });
    const s = stragglers({ students: [row(1, 'not_started'), row(2, 'finished'), row(3, 'in_progress')] });
    expect([s.notStarted.map((r) => r.student.id), s.inProgress.map((r) => r.student.id)]).toEqual([[1], [3]]);
  });
});
