/** The video-classes pages (spec section 2): the list, and one lesson at /video-classes/detail?id={lessonId}. */
export const VIDEO_PATHS = {
  home: '/video-classes',
  detail: '/video-classes/detail',
} as const;

export const videoDetailPath = (lessonId: number) => `${VIDEO_PATHS.detail}?id=${lessonId}`;
