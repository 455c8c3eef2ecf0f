import { makeAutoObservable, runInAction } from 'mobx';
import type { ClassDetailDto, ClassInput, ClassTestDto, InviteResponse, RosterDto, SendClassTestRequest, UpdateClassTestRequest } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';
import { classesApi } from './api';

/**
 * One class as its teachers see it (/classes-i-created?class={id}): the class, its roster and its tests.
 * The tabs change the same records, so they share them here; each action keeps the server's answer.
 * Failures are thrown to the panel that asked, which shows them where the teacher is looking.
 */
export class ClassPageStore {
  detail: ClassDetailDto | null = null;
  roster: RosterDto | null = null;
  tests: ClassTestDto[] | null = null;
  private readonly calls: ReturnType<typeof classesApi>;

  constructor(
    api: ApiClient,
    readonly classId: number,
    /** The signed-in user: owner-only actions (archive, teacher code, removing co-teachers) depend on it. */
    private readonly userId: number,
  ) {
    this.calls = classesApi(api);
    makeAutoObservable<ClassPageStore, 'calls' | 'userId'>(this, { calls: false, classId: false, userId: false }, { autoBind: true });
  }

  get isOwner(): boolean {
    return this.detail?.owner.id === this.userId;
  }

  /** Owner or co-teacher: may change the class (company-admins only read it). */
  get isTeacher(): boolean {
    return this.detail?.my_role === 'owner' || this.detail?.my_role === 'teacher';
  }

  /** Archived classes are read-only; company-admins only read. */
  get readOnly(): boolean {
    return !this.detail || this.detail.archived || !this.isTeacher;
  }

  get activeStudents() {
    return this.roster?.students.filter((s) => s.status === 'active') ?? [];
  }

  get pendingStudents() {
    return this.roster?.students.filter((s) => s.status === 'pending') ?? [];
  }

  async load(): Promise<void> {
    const detail = await this.calls.detail(this.classId);
    runInAction(() => (this.detail = detail));
  }

  async loadRoster(): Promise<void> {
    const roster = await this.calls.roster(this.classId);
    runInAction(() => (this.roster = roster));
  }

  async loadTests(): Promise<void> {
    const tests = await this.calls.tests(this.classId);
    runInAction(() => (this.tests = tests));
  }

  async update(input: Partial<ClassInput>): Promise<void> {
    const detail = await this.calls.update(this.classId, input);
    runInAction(() => (this.detail = detail));
  }

  async setArchived(archived: boolean): Promise<void> {
    const detail = await (archived ? this.calls.archive(this.classId) : this.calls.unarchive(this.classId));
    runInAction(() => (this.detail = detail));
  }

  /** A new class code: the old code and the old invitation link stop working. */
  async regenerateClassCode(): Promise<void> {
    const { code, invitation_link } = await this.calls.newClassCode(this.classId);
    runInAction(() => {
      if (this.detail) this.detail = { ...this.detail, class_code: code, invitation_link: invitation_link ?? this.detail.invitation_link };
    });
  }

  async regenerateTeacherCode(): Promise<void> {
    const { code } = await this.calls.newTeacherCode(this.classId);
    runInAction(() => {
      if (this.detail) this.detail = { ...this.detail, teacher_code: code };
    });
  }

  async invite(emails: string[]): Promise<InviteResponse> {
    const answer = await this.calls.invite(this.classId, emails);
    await this.loadRoster();
    return answer;
  }

  async approve(userId: number): Promise<void> {
    await this.calls.approve(this.classId, userId);
    await this.loadRoster();
  }

  /** Removes an active student or rejects a pending one. */
  async removeStudent(userId: number): Promise<void> {
    await this.calls.removeStudent(this.classId, userId);
    runInAction(() => {
      if (this.roster) this.roster = { ...this.roster, students: this.roster.students.filter((s) => s.id !== userId) };
    });
    await this.loadRoster();
  }

  async removeTeacher(userId: number): Promise<void> {
    await this.calls.removeTeacher(this.classId, userId);
    await Promise.all([this.load(), this.loadRoster()]);
  }

  async sendTest(request: SendClassTestRequest): Promise<ClassTestDto> {
    const test = await this.calls.sendTest(this.classId, request);
    runInAction(() => (this.tests = [test, ...(this.tests ?? [])]));
    return test;
  }

  async deleteTest(classExamId: number): Promise<void> {
    await this.calls.deleteTest(classExamId);
    runInAction(() => (this.tests = (this.tests ?? []).filter((t) => t.id !== classExamId)));
  }

  /** PATCH /class-exams/{id}: the title, window and attempts allowed. */
  async updateTest(classExamId: number, request: UpdateClassTestRequest): Promise<ClassTestDto> {
    const test = await this.calls.updateTest(classExamId, request);
    runInAction(() => (this.tests = (this.tests ?? []).map((t) => (t.id === classExamId ? test : t))));
    return test;
  }

  async releaseExplanations(classExamId: number): Promise<void> {
    const test = await this.calls.releaseExplanations(classExamId);
    runInAction(() => (this.tests = (this.tests ?? []).map((t) => (t.id === classExamId ? test : t))));
  }
}
