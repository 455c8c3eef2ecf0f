import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCourseSessionDto } from '@app/shared';
import { SITE_TEXTS } from '@app/shared/site-content';
import { RootStore } from '../../../stores/root-store';
import { fakeServer } from '../../../test/fake-server';
import { CourseFacts } from '../components/course-facts';
import { nextCourseSession } from '../course-session';

const dto: PublicCourseSessionDto = {
  slug: 'sat-summer',
  start_date: '2030-06-01',
  end_date: '2030-07-13',
  schedule: {
    mode: 'in_class',
    time_from: '09:00',
    time_to: '12:00',
    time_zone: 'Asia/Taipei',
    weekdays: ['sa', 'su'],
    freq: 'weekly',
    meetings: 13,
  },
  fee: 5_000_000,
  currency: 'TWD',
  seats_left: 3,
};

const apiWith = (routes: Parameters<typeof fakeServer>[0]) => {
  const server = fakeServer(routes);
  return { api: new RootStore({ fetch: server.fetch }).api, server };
};

describe('nextCourseSession (the seam to the courses back office)', () => {
  it('asks GET /courses/public/{slug} and maps the answer for the page', async () => {
    const { api, server } = apiWith({ 'GET courses/public/sat-summer': { body: dto } });
    expect(await nextCourseSession(api, 'sat-summer')).toEqual({
      startDate: '2030-06-01',
      endDate: '2030-07-13',
      fee: { amountMinor: 5_000_000, currency: 'TWD' },
      seatsLeft: 3,
      schedule: dto.schedule,
    });
    expect(server.calls.map((c) => c.path)).toEqual(['courses/public/sat-summer']);
  });

  it('answers null when the page has no session (404) or the server fails, so the page keeps its built-in facts', async () => {
    expect(await nextCourseSession(apiWith({}).api, 'toefl')).toBeNull();
    expect(
      await nextCourseSession(apiWith({ 'GET courses/public/toefl': { status: 500, body: { code: 'INTERNAL', message: 'x' } } }).api, 'toefl'),
    ).toBeNull();
  });
});

describe('CourseFacts with a session', () => {
  it('shows the dates, days and times, seats left, and the session fee instead of the list tuition', () => {
    render(
      <CourseFacts
        slug="sat-summer"
        texts={SITE_TEXTS['en-US']}
        locale="en-US"
        session={{
          startDate: '2030-06-01',
          endDate: '2030-07-13',
          fee: { amountMinor: 5_000_000, currency: 'TWD' },
          seatsLeft: 3,
          schedule: dto.schedule,
        }}
      />,
    );
    const facts = screen.getByTestId('course-facts');
    expect(facts.textContent).toContain('Next session');
    expect(facts.textContent).toContain('Jun 1, 2030 – Jul 13, 2030 · Sat, Sun 09:00–12:00 · 3 seats left');
    expect(facts.textContent).toContain('NT$50,000');
  });

  it('words it for each audience in Chinese', () => {
    render(
      <CourseFacts
        slug="sat-summer"
        texts={SITE_TEXTS['zh-TW']}
        locale="zh-TW"
        session={{ startDate: '2030-06-01', endDate: '2030-07-13', fee: null, seatsLeft: 0, schedule: dto.schedule }}
      />,
    );
    const text = screen.getByTestId('course-facts').textContent ?? '';
    expect(text).toContain('尚餘 0 個名額');
    expect(text).toMatch(/週六、週日 09:00–12:00/);
  });
});
