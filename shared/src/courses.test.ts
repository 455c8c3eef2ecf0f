import { describe, expect, it } from 'vitest';
import { deriveCourseState, localizedText, type CourseStateInput } from './courses';

const now = new Date('2030-05-01T04:00:00Z');
const today = '2030-05-01';
const base: CourseStateInput = { endedAt: null, endDate: null, scheduledCount: 0, lastMeetingEnd: null, anyMeetingEnd: null };
const at = (iso: string) => new Date(iso);

describe('deriveCourseState', () => {
  it('is incomplete before anything is scheduled, expired once its dates or its (all cancelled) meetings are over', () => {
    expect(deriveCourseState(base, now, today)).toBe('incomplete');
    expect(deriveCourseState({ ...base, endDate: '2030-05-01' }, now, today)).toBe('incomplete');
    expect(deriveCourseState({ ...base, endDate: '2030-04-30' }, now, today)).toBe('expired');
    expect(deriveCourseState({ ...base, anyMeetingEnd: at('2030-04-01T00:00:00Z') }, now, today)).toBe('expired');
    expect(deriveCourseState({ ...base, anyMeetingEnd: at('2030-06-01T00:00:00Z') }, now, today)).toBe('incomplete');
  });

  it('is in progress while a meeting is still to end (upcoming included), completed after the last one', () => {
    const scheduled = { ...base, scheduledCount: 3, anyMeetingEnd: at('2030-05-01T04:00:01Z') };
    expect(deriveCourseState({ ...scheduled, lastMeetingEnd: at('2030-05-01T04:00:01Z') }, now, today)).toBe('in_progress');
    expect(deriveCourseState({ ...scheduled, lastMeetingEnd: now }, now, today)).toBe('completed');
    expect(deriveCourseState({ ...scheduled, lastMeetingEnd: now, endDate: '2031-01-01' }, now, today)).toBe('completed');
  });

  it('is ended from the moment its admin closes it', () => {
    const running = { ...base, scheduledCount: 1, lastMeetingEnd: at('2030-06-01T00:00:00Z') };
    expect(deriveCourseState({ ...running, endedAt: now }, now, today)).toBe('ended');
    expect(deriveCourseState({ ...running, endedAt: at('2030-05-02T00:00:00Z') }, now, today)).toBe('in_progress');
  });
});

describe('localizedText', () => {
  it('falls back to English, then Traditional, then Simplified Chinese', () => {
    expect(localizedText({ 'en-US': 'SAT', 'zh-CN': '', 'zh-TW': '學測' }, 'zh-CN')).toBe('SAT');
    expect(localizedText({ 'en-US': ' ', 'zh-CN': '', 'zh-TW': '學測' }, 'zh-CN')).toBe('學測');
    expect(localizedText({ 'en-US': 'SAT', 'zh-CN': '', 'zh-TW': '學測' }, 'zh-TW')).toBe('學測');
  });
});
