/**
 * The company area (issue 14; spec sections 2 and 6): a company's details and join code, its members
 * (students and teachers), /company/join, and the admin's company pages. The contract between the server's
 * companies module and the client's company feature; docs/company.md is the overview.
 */
import type { UserRefDto } from './dto/admin';
import type { PagedDto } from './dto/paged';
import type { CourseResponse, CourseType, LocalizedText } from './courses';

/** Join codes: 8 characters of the class-code alphabet (no 0/O, 1/I/L), matched case-insensitively. */
export const COMPANY_CODE_LENGTH = 8;
export const COMPANY_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

export const COMPANY_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  emailMax: 254,
  phoneMax: 40,
  addressMax: 300,
  searchMax: 100,
} as const;

/** Which members a list shows: students (the company's users page) or teachers. */
export const COMPANY_MEMBER_KINDS = ['students', 'teachers'] as const;
export type CompanyMemberKind = (typeof COMPANY_MEMBER_KINDS)[number];

/** How a member came in: added by an admin, or with the join code. */
export const COMPANY_JOINED_BY = ['admin', 'code'] as const;
export type CompanyJoinedBy = (typeof COMPANY_JOINED_BY)[number];

/** 409 reasons (body `{ code: 'CONFLICT', message, reason }`). */
export const COMPANY_CONFLICT_REASONS = ['already_member'] as const;
export type CompanyConflictReason = (typeof COMPANY_CONFLICT_REASONS)[number];

// Routes (relative to /api). `:x` are path parameters; companyPath() fills them.
export const COMPANY_ROUTES = {
  info: '/company/info', // GET, PATCH company-admin: their company
  code: '/company/code', // POST company-admin: a new join code
  students: '/company/users', // GET company-admin: the company's students (paged, ?search)
  teachers: '/company/teachers', // GET company-admin: the company's teachers (paged, ?search)
  member: '/company/members/:userId', // GET company-admin: one member with classes and courses
  join: '/company/join', // POST teacher, student { code }
  adminList: '/admin/companies', // GET admin (paged, ?search); POST admin: a new company
  adminOne: '/admin/companies/:companyId', // GET, PATCH admin
  adminCode: '/admin/companies/:companyId/code', // POST admin: a new join code
  adminMembers: '/admin/companies/:companyId/users', // GET admin (paged, ?kind&search); POST admin { user }
  adminMember: '/admin/companies/:companyId/users/:userId', // DELETE admin
} as const;
export type CompanyRouteName = keyof typeof COMPANY_ROUTES;

export function companyPath(name: CompanyRouteName, params: Record<string, string | number> = {}): string {
  return COMPANY_ROUTES[name].replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`companyPath(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}

/** The editable details of a company (POST /admin/companies takes them all, PATCH any). */
export interface CompanyInput {
  name: string;
  description?: string;
  contact_email?: string | null;
  phone?: string | null;
  address?: string | null;
}

export interface CompanyDto {
  id: number;
  name: string;
  description: string;
  contact_email: string | null;
  phone: string | null;
  address: string | null;
  /** The join code teachers and students type on /company/join. */
  code: string;
  student_count: number;
  teacher_count: number;
  member_count: number;
  created_at: string;
  updated_at: string;
}

export type CompanySummaryDto = Pick<CompanyDto, 'id' | 'name' | 'code' | 'student_count' | 'teacher_count' | 'member_count' | 'created_at'>;

export interface CompanyMemberDto extends UserRefDto {
  email: string;
  roles: string[];
  joined_at: string;
  joined_by: CompanyJoinedBy;
}

/** GET /company/members/{id}: a member with their classes and courses in the company. */
export interface CompanyMemberDetailDto extends CompanyMemberDto {
  company: { id: number; name: string };
  /** Classes of the company the member studies in (role student) or teaches (owner or co-teacher). */
  classes: { id: number; name: string; as: 'student' | 'teacher' }[];
  /** Courses of the company the member asked to join (with the answer) or owns. */
  courses: { id: number; type: CourseType; title: LocalizedText; as: 'owner' | CourseResponse }[];
}

export interface JoinCompanyRequest {
  code: string;
}
export interface JoinCompanyResponse {
  company: { id: number; name: string };
}

/** POST /admin/companies/{id}/users: the account to add, by e-mail or username. */
export interface AddCompanyMemberRequest {
  user: string;
}

export type CompanyMembersPage = PagedDto<CompanyMemberDto>;
export type CompaniesPage = PagedDto<CompanySummaryDto>;
