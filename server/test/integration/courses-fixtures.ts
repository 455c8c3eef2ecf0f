/** What the courses*.test.ts files share: people, a course and a session made through the API. */
import type { CourseDetailDto, CourseInput, CourseSessionDto, CourseSessionInput } from '@app/shared';
import type { CreatedUser } from '../helpers/factories';
import type { Runner } from './attempts-fixtures';
import { api } from './classes-fixtures';

export { api, person, student, teacher } from './classes-fixtures';

export const courseInput = (over: Partial<CourseInput> = {}): CourseInput => ({
  type: 'group',
  title: { 'en-US': 'SAT Summer Intensive', 'zh-CN': 'SAT 暑期强化班', 'zh-TW': 'SAT 暑期密集班' },
  description: { 'en-US': 'Six weeks, Saturdays', 'zh-CN': '六周，每周六', 'zh-TW': '六週，每週六' },
  fee: 4_500_000,
  currency: 'TWD',
  capacity: 12,
  active: true,
  start_date: '2030-03-01',
  end_date: '2030-06-30',
  ...over,
});

export const sessionInput = (over: Partial<CourseSessionInput> = {}): CourseSessionInput => ({
  title: 'Saturday math',
  city: 'Taipei',
  fee: 300_000,
  prepay: true,
  mode: 'in_class',
  start_date: '2030-03-16',
  end_date: '2030-04-06',
  time_from: '09:00',
  time_to: '12:00',
  repeat: { freq: 'weekly', interval: 1, weekdays: ['sa'] },
  tags: ['math'],
  ...over,
});

export async function makeCourse(r: Runner, owner: CreatedUser, over: Partial<CourseInput> = {}): Promise<CourseDetailDto> {
  return (await api(r, owner).post('/courses', courseInput(over)).expect(201)).body as CourseDetailDto;
}

export async function makeSession(
  r: Runner,
  owner: CreatedUser,
  courseId: number,
  over: Partial<CourseSessionInput> = {},
): Promise<CourseSessionDto> {
  return (await api(r, owner).post(`/courses/${courseId}/sessions`, sessionInput(over)).expect(201)).body as CourseSessionDto;
}
