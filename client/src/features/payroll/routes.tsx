import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import { lazyPage } from '../../lib/routing/lazy-page';
import { PAYROLL_PATHS as P } from './paths';

const lessons = () => import('./pages/teacher-lessons-page');
const myPay = () => import('./pages/my-pay-page');
const salary = () => import('./pages/salary-page');
const teacherPay = () => import('./pages/teacher-pay-page');
const progress = () => import('./pages/progress-page');

/**
 * The payroll pages (docs/payroll.md): the teacher's private lessons with their logs and their own pay (billing
 * details, payslips); the salary month and a teacher's pay for admins and company-admins; progress reports in the
 * three areas that manage courses.
 */
export const payrollRoutes: FeatureRoutes = {
  areas: {
    admin: [
      { path: P.salary, lazy: lazyPage(salary, 'AdminSalaryPage') },
      { path: P.teacherPay, lazy: lazyPage(teacherPay, 'AdminTeacherPayPage') },
      { path: P.progress, lazy: lazyPage(progress, 'AdminProgressPage') },
    ],
    company: [
      { path: P.salary, lazy: lazyPage(salary, 'CompanySalaryPage') },
      { path: P.teacherPay, lazy: lazyPage(teacherPay, 'CompanyTeacherPayPage') },
      { path: P.progress, lazy: lazyPage(progress, 'CompanyProgressPage') },
    ],
    teacher: [
      { path: P.lessons, lazy: lazyPage(lessons, 'TeacherLessonsPage') },
      { path: P.pay, lazy: lazyPage(myPay, 'MyPayPage') },
      { path: P.progress, lazy: lazyPage(progress, 'TeacherProgressPage') },
    ],
  },
  pages: [],
};
