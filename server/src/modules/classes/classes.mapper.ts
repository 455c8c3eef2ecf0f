/** Rows to the shared DTOs of shared/src/classes.ts. */
import { CLASS_PAGES, type ClassDetailDto, type ClassSummaryDto, type UserRefDto } from '@app/shared';
import type { ClassRecord } from './class-access';
import type { ClassSummaryRow, UserRefRow } from './classes.repository';

export const toUserRef = (u: UserRefRow): UserRefDto => ({ id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName });

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export const toClassSummary = (r: ClassSummaryRow): ClassSummaryDto => ({
  id: r.id,
  name: r.name,
  method: r.method,
  start_date: r.startDate,
  end_date: r.endDate,
  archived: r.archivedAt !== null,
  owner: { id: r.ownerId, username: r.ownerUsername, first_name: r.ownerFirstName, last_name: r.ownerLastName },
  student_count: r.studentCount,
  capacity: r.capacity,
  open_test_count: r.openTestCount,
  my_role: r.standing,
});

export const invitationLink = (appUrl: string, code: string): string => `${appUrl}${CLASS_PAGES.join(code)}`;

export interface DetailExtras {
  summary: ClassSummaryRow;
  teachers: UserRefRow[];
  defaultTestTitle: string | null;
  appUrl: string;
}

/** The detail; codes and the invitation link only for the class's teachers (the owner alone sees the teacher code). */
export function toClassDetail(c: ClassRecord, x: DetailExtras): ClassDetailDto {
  const teaching = c.standing === 'owner' || c.standing === 'teacher';
  return {
    ...toClassSummary(x.summary),
    description: c.description,
    schedule: c.schedule,
    requires_approval: c.requiresApproval,
    default_test:
      c.defaultTargetType && c.defaultTargetId
        ? { target_type: c.defaultTargetType, target_id: c.defaultTargetId, title: x.defaultTestTitle ?? '' }
        : null,
    score_min: c.scoreMin,
    score_max: c.scoreMax,
    company_id: c.companyId,
    teachers: x.teachers.map(toUserRef),
    class_code: teaching ? c.classCode : null,
    teacher_code: c.standing === 'owner' ? c.teacherCode : null,
    invitation_link: teaching ? invitationLink(x.appUrl, c.classCode) : null,
    created_at: new Date(c.createdAt).toISOString(),
  };
}
