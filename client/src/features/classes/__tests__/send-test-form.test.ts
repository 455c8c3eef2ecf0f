import { describe, expect, it } from 'vitest';
import { editValuesOf, emptySendTest, localDateTime, toSendRequest, toUpdateRequest } from '../send-test-form';
import { classTest } from './fixtures';

const now = new Date('2027-03-01T10:00:00');

describe('sending a class test', () => {
  it('sends to every student by default, due a week later, opening now', () => {
    const values = { ...emptySendTest(now), target_id: '5' };
    expect(values.due_at).toBe(localDateTime(now, 7));
    const { request, problems } = toSendRequest(values, now);
    expect(problems).toBeNull();
    expect(request).toEqual({
      target_type: 'practice',
      target_id: 5,
      all_students: true,
      due_at: new Date(values.due_at).toISOString(),
      attempts_allowed: 1,
    });
  });

  it('needs at least one picked student when not sending to all (spec section 5)', () => {
    const values = { ...emptySendTest(now), target_id: '5', all_students: false };
    expect(toSendRequest(values, now).problems).toEqual({ student_ids: 'pickStudents' });
    const picked = toSendRequest({ ...values, student_ids: [3, 8] }, now);
    expect(picked.request).toMatchObject({ all_students: false, student_ids: [3, 8] });
  });

  it('refuses a missing test, a window that ends before it opens or in the past, and attempts out of bounds', () => {
    const base = { ...emptySendTest(now), target_id: '5' };
    expect(toSendRequest({ ...base, target_id: '' }, now).problems).toEqual({ target_id: 'required' });
    expect(toSendRequest({ ...base, due_at: '2027-02-28T10:00' }, now).problems).toEqual({ due_at: 'dueInPast' });
    expect(toSendRequest({ ...base, opens_at: '2027-03-20T10:00', due_at: '2027-03-10T10:00' }, now).problems).toEqual({ due_at: 'dueBeforeOpens' });
    expect(toSendRequest({ ...base, attempts_allowed: '0' }, now).problems).toEqual({ attempts_allowed: 'attempts' });
    expect(toSendRequest({ ...base, attempts_allowed: '6' }, now).problems).toEqual({ attempts_allowed: 'attempts' });
    const opens = toSendRequest({ ...base, opens_at: '2027-03-02T08:00' }, now).request!;
    expect(opens.opens_at).toBe(new Date('2027-03-02T08:00').toISOString());
  });
});

describe('editing a class test', () => {
  const test = classTest({ opens_at: '2027-03-01T09:00:00.000Z', due_at: '2027-03-08T09:00:00.000Z', attempts_allowed: 2 });

  it('starts from the test as sent and sends the whole window back', () => {
    const values = editValuesOf(test);
    expect(values).toMatchObject({ title: 'Drill 9', attempts_allowed: '2' });
    expect(toUpdateRequest({ ...values, attempts_allowed: '4' }, test).request).toEqual({
      title: 'Drill 9',
      opens_at: test.opens_at,
      due_at: test.due_at,
      attempts_allowed: 4,
    });
  });

  it('may close the test early (a due time in the past) but not before it opens; attempts stay within bounds', () => {
    const values = editValuesOf(test);
    expect(toUpdateRequest({ ...values, opens_at: '2020-01-01T08:00', due_at: '2020-01-02T08:00' }, test).problems).toBeNull();
    expect(toUpdateRequest({ ...values, due_at: values.opens_at }, test).problems).toEqual({ due_at: 'dueBeforeOpens' });
    expect(toUpdateRequest({ ...values, due_at: '' }, test).problems).toEqual({ due_at: 'required' });
    expect(toUpdateRequest({ ...values, attempts_allowed: '0' }, test).problems).toEqual({ attempts_allowed: 'attempts' });
  });
});

describe('the window on the teacher profile zone, not the browser zone', () => {
  const now = new Date('2027-03-01T10:00:00Z');

  it('reads and shows the times on the zone wall clock', () => {
    const values = { ...emptySendTest(now, 'Asia/Shanghai'), target_id: '5', opens_at: '2027-03-02T08:00' };
    expect(values.due_at).toBe('2027-03-08T18:00');
    const { request } = toSendRequest(values, now, 'Asia/Shanghai');
    expect(request).toMatchObject({ opens_at: '2027-03-02T00:00:00.000Z', due_at: '2027-03-08T10:00:00.000Z' });

    const test = classTest({ opens_at: '2027-03-01T09:00:00.000Z', due_at: '2027-03-08T09:00:00.000Z' });
    const edit = editValuesOf(test, 'America/Los_Angeles');
    expect(edit).toMatchObject({ opens_at: '2027-03-01T01:00', due_at: '2027-03-08T01:00' });
    expect(toUpdateRequest(edit, test, 'America/Los_Angeles').request).toMatchObject({ opens_at: test.opens_at, due_at: test.due_at });
  });
});
