import type { AttemptTargetType } from '@app/shared';

/** The test's start (lock) page, public; `product` is the white-label prefix of /{product}/test/... */
export const startPath = (type: AttemptTargetType, id: number, product?: string) => `${product ? `/${product}` : ''}/test/${type}/${id}/start`;
/** The test runner itself. */
export const runnerPath = (type: AttemptTargetType, id: number) => `/test/${type}/${id}`;

export const SYSTEM_CHECK_PATH = '/systemcheck';
export const PRACTICES_PATH = '/practices';
export const FULL_TESTS_PATH = '/fullPractice';
