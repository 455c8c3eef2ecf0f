/** Every call of the video-classes capability (route table and DTOs: shared/src/video-classes.ts, docs/video-classes.md). */
import {
  videoPath,
  VIDEO_FILE_FIELD,
  type VideoLessonDetailDto,
  type VideoLessonInput,
  type VideoLessonSummaryDto,
  type VideoProgressDto,
  type VideoProgressInput,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** An upload of hundreds of megabytes takes longer than the spec's 20 s call timeout. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

export function videoApi(api: ApiClient) {
  return {
    lessons: () => api.get<VideoLessonSummaryDto[]>(videoPath('lessons')),
    lesson: (lessonId: number) => api.get<VideoLessonDetailDto>(videoPath('lesson', { lessonId })),
    create: (input: VideoLessonInput) => api.post<VideoLessonDetailDto>(videoPath('lessons'), input),
    update: (lessonId: number, input: VideoLessonInput) =>
      api.request<VideoLessonDetailDto>('PUT', videoPath('lesson', { lessonId }), { body: input }),
    remove: (lessonId: number) => api.delete(videoPath('lesson', { lessonId })),
    upload: (lessonId: number, file: File) => {
      const form = new FormData();
      form.append(VIDEO_FILE_FIELD, file);
      return api.request<VideoLessonDetailDto>('PUT', videoPath('lessonFile', { lessonId }), { body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
    },
    /** Background (no overlay); `keepalive` when the page is going away. */
    saveProgress: (lessonId: number, input: VideoProgressInput, keepalive = false) =>
      api.request<VideoProgressDto>('PUT', videoPath('progress', { lessonId }), { body: input, background: true, keepalive }),
  };
}
export type VideoApi = ReturnType<typeof videoApi>;
