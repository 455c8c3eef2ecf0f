import {
  classPath,
  type ChildClassesDto,
  type ClassDetailDto,
  type ClassExamLockDto,
  type ClassInput,
  type ClassPreviewDto,
  type ClassResultsDto,
  type ClassSummaryDto,
  type ClassTestDto,
  type ClassTestResultsDto,
  type ClassUserExamDto,
  type CodeResponse,
  type CreateMaterialRequest,
  type InviteResponse,
  type JoinClassResponse,
  type LessonDto,
  type MaterialCategoryDto,
  type MaterialDto,
  type MaterialsDto,
  type MeetingDto,
  type MeetingInput,
  type PagedDto,
  type PublicUserDto,
  type RosterDto,
  type SendClassTestRequest,
  type StartClassExamResponse,
  type StudentClassResultsDto,
  type TeacherStudentDetailDto,
  type TeacherStudentDto,
  type UnitDto,
  type UpdateClassTestRequest,
  type WeeklySummarySetting,
  MATERIAL_FILE_FIELD,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

type Id = number;

/** Every call of the classes capability (route table and DTOs: shared/src/classes.ts, docs/classes.md). */
export const classesApi = (api: ApiClient) => ({
  // classes
  mine: (archived = false) => api.get<ClassSummaryDto[]>(classPath('myClasses'), { query: { archived: archived || undefined } }),
  created: () => api.get<ClassSummaryDto[]>(classPath('createdClasses')),
  company: () => api.get<ClassSummaryDto[]>(classPath('companyClasses')),
  create: (input: ClassInput) => api.post<ClassDetailDto>(classPath('create'), input),
  detail: (classId: Id) => api.get<ClassDetailDto>(classPath('detail', { classId })),
  update: (classId: Id, input: Partial<ClassInput>) => api.patch<ClassDetailDto>(classPath('detail', { classId }), input),
  archive: (classId: Id) => api.post<ClassDetailDto>(classPath('archive', { classId })),
  unarchive: (classId: Id) => api.post<ClassDetailDto>(classPath('unarchive', { classId })),
  newClassCode: (classId: Id) => api.post<CodeResponse>(classPath('classCode', { classId })),
  newTeacherCode: (classId: Id) => api.post<CodeResponse>(classPath('teacherCode', { classId })),
  preview: (code: string) => api.get<ClassPreviewDto>(classPath('codePreview', { code })),
  join: (code: string, invitation?: string) => api.post<JoinClassResponse>(classPath('join'), { code, ...(invitation ? { invitation } : {}) }),
  joinAsTeacher: (code: string) => api.post<JoinClassResponse>(classPath('joinAsTeacher'), { code }),
  leave: (classId: Id) => api.post<void>(classPath('leave', { classId })),
  // roster
  roster: (classId: Id) => api.get<RosterDto>(classPath('roster', { classId })),
  approve: (classId: Id, userId: Id) => api.post<void>(classPath('approveStudent', { classId, userId })),
  removeStudent: (classId: Id, userId: Id) => api.delete(classPath('removeStudent', { classId, userId })),
  removeTeacher: (classId: Id, userId: Id) => api.delete(classPath('removeTeacher', { classId, userId })),
  invite: (classId: Id, emails: string[]) => api.post<InviteResponse>(classPath('invite', { classId }), { emails }),
  // class tests
  tests: (classId: Id) => api.get<ClassTestDto[]>(classPath('classTests', { classId })),
  sendTest: (classId: Id, input: SendClassTestRequest) => api.post<ClassTestDto>(classPath('classTests', { classId }), input),
  updateTest: (classExamId: Id, input: UpdateClassTestRequest) => api.patch<ClassTestDto>(classPath('classTest', { classExamId }), input),
  deleteTest: (classExamId: Id) => api.delete(classPath('classTest', { classExamId })),
  releaseExplanations: (classExamId: Id) => api.post<ClassTestDto>(classPath('releaseExplanations', { classExamId })),
  lock: (classExamId: Id) => api.get<ClassExamLockDto>(classPath('lock', { classExamId })),
  start: (classExamId: Id) => api.post<StartClassExamResponse>(classPath('start', { classExamId })),
  myTests: (background = false) => api.get<ClassTestDto[]>(classPath('myClassTests'), { background }),
  // results
  testResults: (classExamId: Id) => api.get<ClassTestResultsDto>(classPath('classTestResults', { classExamId })),
  testResultsCsv: (classExamId: Id) => api.get<Blob>(classPath('classTestResultsCsv', { classExamId }), { responseType: 'blob' }),
  classResults: (classId: Id) => api.get<ClassResultsDto>(classPath('classResults', { classId })),
  studentResults: (classId: Id, userId: Id) => api.get<StudentClassResultsDto>(classPath('studentResults', { classId, userId })),
  teacherUsers: (query: Record<string, string | number>, signal?: AbortSignal) =>
    api.get<PagedDto<TeacherStudentDto>>(classPath('teacherUsers'), { query, signal }),
  teacherUser: (userId: Id) => api.get<TeacherStudentDetailDto>(classPath('teacherUser', { userId })),
  userExams: (userId: Id, page: number) =>
    api.get<PagedDto<ClassUserExamDto>>(classPath('userExams', { role: 'teacher', userId }), { query: { page }, background: true }),
  // parents
  children: (parentId: Id) => api.get<PublicUserDto[]>(`parent/${parentId}/children`),
  childClasses: (childId: Id) => api.get<ChildClassesDto>(classPath('childClasses', { childId })),
  weeklySummary: (childId: Id) => api.get<WeeklySummarySetting>(classPath('weeklySummary', { childId }), { background: true }),
  setWeeklySummary: (childId: Id, enabled: boolean) =>
    api.request<WeeklySummarySetting>('PUT', classPath('weeklySummary', { childId }), { body: { enabled } }),
  // materials
  materials: (classId: Id) => api.get<MaterialsDto>(classPath('materials', { classId })),
  addLink: (classId: Id, input: CreateMaterialRequest) => api.post<MaterialDto>(classPath('materials', { classId }), input),
  uploadFile: (classId: Id, input: CreateMaterialRequest, file: File) => {
    const form = new FormData();
    form.append('title', input.title);
    if (input.category_id) form.append('category_id', String(input.category_id));
    if (input.lesson_id) form.append('lesson_id', String(input.lesson_id));
    form.append(MATERIAL_FILE_FIELD, file);
    return api.post<MaterialDto>(classPath('materials', { classId }), form);
  },
  deleteMaterial: (materialId: Id) => api.delete(classPath('material', { materialId })),
  materialFile: (materialId: Id) => api.get<Blob>(classPath('materialFile', { materialId }), { responseType: 'blob' }),
  addCategory: (classId: Id, name: string) => api.post<MaterialCategoryDto>(classPath('categories', { classId }), { name }),
  deleteCategory: (categoryId: Id) => api.delete(classPath('category', { categoryId })),
  addUnit: (classId: Id, title: string) => api.post<UnitDto>(classPath('units', { classId }), { title }),
  deleteUnit: (unitId: Id) => api.delete(classPath('unit', { unitId })),
  addLesson: (unitId: Id, title: string) => api.post<LessonDto>(classPath('lessons', { unitId }), { title }),
  deleteLesson: (lessonId: Id) => api.delete(classPath('lesson', { lessonId })),
  // attendance and lesson logs
  meetings: (classId: Id) => api.get<MeetingDto[]>(classPath('meetings', { classId })),
  addMeeting: (classId: Id, input: MeetingInput) => api.post<MeetingDto>(classPath('meetings', { classId }), input),
  updateMeeting: (meetingId: Id, input: MeetingInput) => api.request<MeetingDto>('PUT', classPath('meeting', { meetingId }), { body: input }),
  deleteMeeting: (meetingId: Id) => api.delete(classPath('meeting', { meetingId })),
});
export type ClassesApi = ReturnType<typeof classesApi>;
