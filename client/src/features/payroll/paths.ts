import type { RoleArea } from '@app/shared';

/** The payroll pages inside the role areas (spec section 2 names salary, private lessons and progress reports without paths). */
export const PAYROLL_PATHS = {
  lessons: 'lessons',
  pay: 'pay',
  salary: 'salary',
  teacherPay: 'salary/teacher/:id',
  progress: 'progress/:courseId',
} as const;

export type StaffArea = Extract<RoleArea, 'admin' | 'company'>;
export type ProgressArea = Extract<RoleArea, 'admin' | 'company' | 'teacher'>;

export const salaryPath = (area: StaffArea, month?: string) => `/${area}/salary${month ? `?month=${month}` : ''}`;
export const teacherPayPath = (area: StaffArea, teacherId: number, month?: string) =>
  `/${area}/salary/teacher/${teacherId}${month ? `?month=${month}` : ''}`;
export const progressPath = (area: ProgressArea, courseId: number) => `/${area}/progress/${courseId}`;
