/** The grading pages live in two role areas: /teacher/grading (teachers) and /admin/grading (super-admins). */
export const GRADING_SEGMENT = 'grading';
export const GRADING_ORDER_SEGMENT = 'grading/:orderId';
export const TEACHER_GRADING_PATH = `/teacher/${GRADING_SEGMENT}`;
export const ADMIN_GRADING_PATH = `/admin/${GRADING_SEGMENT}`;
