import { describe, expect, it } from 'vitest';
import { AREA_ROLES, hasAnyRole, Role } from './roles';

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
