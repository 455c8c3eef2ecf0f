import {
  companyPath,
  type CompaniesPage,
  type CompanyDto,
  type CompanyInput,
  type CompanyMemberDetailDto,
  type CompanyMemberDto,
  type CompanyMembersPage,
  type JoinCompanyResponse,
} from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

type Query = Record<string, string | number>;

/** Every call of the company area the client makes (route table and DTOs: shared/src/companies.ts, docs/company.md). */
export const companyApi = (api: ApiClient) => ({
  info: () => api.get<CompanyDto>(companyPath('info')),
  updateInfo: (patch: Partial<CompanyInput>) => api.patch<CompanyDto>(companyPath('info'), patch),
  renewCode: () => api.post<CompanyDto>(companyPath('code')),
  students: (query: Query, signal?: AbortSignal) => api.get<CompanyMembersPage>(companyPath('students'), { query, signal }),
  teachers: (query: Query, signal?: AbortSignal) => api.get<CompanyMembersPage>(companyPath('teachers'), { query, signal }),
  member: (userId: number) => api.get<CompanyMemberDetailDto>(companyPath('member', { userId })),
  /** DELETE /company/users/{id} (admin-users module): the company-admin removes a member; the account stays. */
  removeFromCompany: (userId: number) => api.delete(`/company/users/${userId}`),
  join: (code: string) => api.post<JoinCompanyResponse>(companyPath('join'), { code }),

  companies: (query: Query, signal?: AbortSignal) => api.get<CompaniesPage>(companyPath('adminList'), { query, signal }),
  create: (input: CompanyInput) => api.post<CompanyDto>(companyPath('adminList'), input),
  company: (companyId: number) => api.get<CompanyDto>(companyPath('adminOne', { companyId })),
  update: (companyId: number, patch: Partial<CompanyInput>) => api.patch<CompanyDto>(companyPath('adminOne', { companyId }), patch),
  renewCompanyCode: (companyId: number) => api.post<CompanyDto>(companyPath('adminCode', { companyId })),
  members: (companyId: number, query: Query, signal?: AbortSignal) =>
    api.get<CompanyMembersPage>(companyPath('adminMembers', { companyId }), { query, signal }),
  addMember: (companyId: number, user: string) => api.post<CompanyMemberDto>(companyPath('adminMembers', { companyId }), { user }),
  removeMember: (companyId: number, userId: number) => api.delete(companyPath('adminMember', { companyId, userId })),
});
