import { describe, expect, it } from 'vitest';
import { AREA_ROLES, hasAnyRole, mayManageContent, Role } from './roles';

describe('role areas', () => {
  it('admits only the roles of each area', () => {
    expect(hasAnyRole([Role.Student], AREA_ROLES.admin)).toBe(false);
    expect(hasAnyRole([Role.Teacher], AREA_ROLES.admin)).toBe(false);
    expect(hasAnyRole([Role.SuperAdmin], AREA_ROLES.admin)).toBe(true);
    expect(hasAnyRole([Role.Teacher], AREA_ROLES.teacher)).toBe(true);
    expect(hasAnyRole([Role.CompanyAdmin], AREA_ROLES.company)).toBe(true);
    expect(hasAnyRole([Role.Parent, Role.Student], AREA_ROLES.company)).toBe(false);
  });
});

describe('mayManageContent', () => {
  it('the owner and content admins manage; another teacher may not (library content is only copied)', () => {
    expect(mayManageContent({ id: 7, roles: ['teacher'] }, { owner_id: 7 })).toBe(true);
    expect(mayManageContent({ id: 7, roles: ['teacher'] }, { owner_id: 1 })).toBe(false);
    expect(mayManageContent({ id: 7, roles: ['admin'] }, { owner_id: 1 })).toBe(true);
    expect(mayManageContent({ id: 7, roles: ['super-admin'] }, { owner_id: 1 })).toBe(true);
  });
});
