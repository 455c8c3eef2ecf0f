import {
  coursePath,
  payrollPath,
  type BillingDetailsDto,
  type BillingDetailsInput,
  type CourseDetailDto,
  type CourseRequestDto,
  type PayRateInput,
  type PayslipDto,
  type PrivateLessonDto,
  type PrivateLessonLogInput,
  type ProgressDto,
  type ProgressReportDto,
  type SalaryMonthDto,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

/** Every call of the payroll capability the client makes (route table and DTOs: shared/src/payroll.ts, docs/payroll.md). */
export const payrollApi = (api: ApiClient) => ({
  lessons: (from: string, to: string) => api.get<PrivateLessonDto[]>(coursePath('privateLessons'), { query: { from, to } }),
  writeLog: (lessonId: number, input: PrivateLessonLogInput) =>
    api.request<PrivateLessonDto>('PUT', payrollPath('lessonLog', { lessonId }), { body: input }),
  removeLog: (lessonId: number) => api.request<PrivateLessonDto>('DELETE', payrollPath('lessonLog', { lessonId })),
  billing: (teacherId: number) => api.get<BillingDetailsDto>(payrollPath('billing', { teacherId })),
  saveBilling: (teacherId: number, input: BillingDetailsInput) =>
    api.request<BillingDetailsDto>('PUT', payrollPath('billing', { teacherId }), { body: input }),
  setRate: (teacherId: number, input: PayRateInput) => api.request<BillingDetailsDto>('PUT', payrollPath('payRate', { teacherId }), { body: input }),
  salary: (month: string) => api.get<SalaryMonthDto>(payrollPath('salary'), { query: { month } }),
  salaryXlsx: (month: string) => api.get<Blob>(payrollPath('salaryXlsx'), { query: { month }, responseType: 'blob' }),
  payslip: (teacherId: number, month: string) => api.get<PayslipDto>(payrollPath('payslip', { teacherId, month })),
  payslipPdf: (teacherId: number, month: string) => api.get<Blob>(payrollPath('payslipPdf', { teacherId, month }), { responseType: 'blob' }),
  course: (courseId: number) => api.get<CourseDetailDto>(coursePath('detail', { courseId })),
  students: (courseId: number) => api.get<CourseRequestDto[]>(coursePath('requests', { courseId })),
  progress: (courseId: number, studentId: number) => api.get<ProgressDto>(payrollPath('progress', { courseId, studentId })),
  sendReport: (courseId: number, studentId: number, comment: string) =>
    api.post<ProgressReportDto>(payrollPath('progressReports', { courseId, studentId }), { comment }),
  reportPdf: (reportId: number) => api.get<Blob>(payrollPath('progressReportPdf', { reportId }), { responseType: 'blob' }),
});
