import {
  classPath,
  coursePath,
  type AnswerCourseRequest,
  type CalendarEntryDto,
  type CancelMeetingInput,
  type CourseDetailDto,
  type CourseInput,
  type CourseMeetingDto,
  type CoursePatch,
  type CourseRequestDto,
  type CourseSessionDto,
  type CourseSessionInput,
  type CourseSummaryDto,
  type JoinCourseResponse,
  type MakeupInput,
  type MyCoursesDto,
  type PrivateLessonDto,
  type PrivateLessonInput,
  type SessionClassDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Every call of the courses capability the client makes (route table and DTOs: shared/src/courses.ts, docs/courses.md). */
export const coursesApi = (api: ApiClient) => ({
  mine: () => api.get<MyCoursesDto>(coursePath('courses')),
  managed: () => api.get<CourseSummaryDto[]>(coursePath('managed')),
  detail: (courseId: number) => api.get<CourseDetailDto>(coursePath('detail', { courseId })),
  create: (input: CourseInput) => api.post<CourseDetailDto>(coursePath('courses'), input),
  update: (courseId: number, patch: CoursePatch) => api.patch<CourseDetailDto>(coursePath('detail', { courseId }), patch),
  join: (code: string) => api.post<JoinCourseResponse>(coursePath('join'), { code }),
  requests: (courseId: number) => api.get<CourseRequestDto[]>(coursePath('requests', { courseId })),
  answer: (courseId: number, userId: number, body: AnswerCourseRequest) =>
    api.request<CourseRequestDto>('PUT', coursePath('answer', { courseId, userId }), { body }),
  sessions: (courseId: number) => api.get<CourseSessionDto[]>(coursePath('sessions', { courseId })),
  addSession: (courseId: number, input: CourseSessionInput) => api.post<CourseSessionDto>(coursePath('sessions', { courseId }), input),
  updateSession: (sessionId: number, patch: Partial<CourseSessionInput>) => api.patch<CourseSessionDto>(coursePath('session', { sessionId }), patch),
  removeSession: (sessionId: number) => api.delete(coursePath('session', { sessionId })),
  addMakeup: (sessionId: number, input: MakeupInput) => api.post<CourseMeetingDto>(coursePath('makeups', { sessionId }), input),
  cancelMeeting: (meetingId: number, input: CancelMeetingInput) => api.post<CourseMeetingDto>(coursePath('cancelMeeting', { meetingId }), input),
  removeMeeting: (meetingId: number) => api.delete(coursePath('meeting', { meetingId })),
  restoreMeeting: (meetingId: number) => api.post<CourseMeetingDto>(coursePath('restoreMeeting', { meetingId })),
  /** Classes a session may link (GET session-class/list; its roles are the classes module's, others get none). */
  sessionClasses: () => api.get<SessionClassDto[]>(classPath('sessionClasses')).catch(() => [] as SessionClassDto[]),
  lessons: (from: string, to: string) => api.get<PrivateLessonDto[]>(coursePath('privateLessons'), { query: { from, to } }),
  bookLesson: (input: PrivateLessonInput) => api.post<PrivateLessonDto>(coursePath('privateLessons'), input),
  cancelLesson: (lessonId: number) => api.post<PrivateLessonDto>(coursePath('privateLesson', { lessonId })),
  calendar: (from: string, to: string, courseId?: number) =>
    api.get<CalendarEntryDto[]>(coursePath('calendar'), { query: { from, to, course_id: courseId } }),
});
