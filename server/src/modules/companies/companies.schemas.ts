/** OpenAPI component schemas of the companies DTOs (shared/src/companies.ts). */
import { COMPANY_JOINED_BY, COMPANY_LIMITS as L, COURSE_RESPONSES, COURSE_TYPES } from '@app/shared';
import { arr, int, obj, oneOfStr, str, type Schema } from '../../lib/openapi';

const nullableOf = (s: Schema): Schema => ({ ...s, nullable: true });
const dateTime = str({ format: 'date-time' });
const localized = obj({ 'en-US': str(), 'zh-CN': str(), 'zh-TW': str() });

const summary = {
  id: int(),
  name: str(),
  code: str({ pattern: '^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$' }),
  student_count: int(),
  teacher_count: int(),
  member_count: int(),
  created_at: dateTime,
};

const member = {
  id: int(),
  username: str(),
  first_name: str(),
  last_name: str(),
  email: str(),
  roles: arr(str()),
  joined_at: dateTime,
  joined_by: oneOfStr(COMPANY_JOINED_BY),
};

export const COMPANY_SCHEMAS: Record<string, Schema> = {
  CompanyInput: obj(
    {
      name: str({ maxLength: L.nameMax }),
      description: str({ maxLength: L.descriptionMax }),
      contact_email: nullableOf(str({ format: 'email', maxLength: L.emailMax })),
      phone: nullableOf(str({ maxLength: L.phoneMax })),
      address: nullableOf(str({ maxLength: L.addressMax })),
    },
    ['name'],
  ),
  Company: obj({
    ...summary,
    description: str(),
    contact_email: nullableOf(str()),
    phone: nullableOf(str()),
    address: nullableOf(str()),
    updated_at: dateTime,
  }),
  CompanySummary: obj(summary),
  CompanyMember: obj(member),
  CompanyMemberDetail: obj({
    ...member,
    company: obj({ id: int(), name: str() }),
    classes: arr(obj({ id: int(), name: str(), as: oneOfStr(['student', 'teacher']) })),
    courses: arr(obj({ id: int(), type: oneOfStr(COURSE_TYPES), title: localized, as: oneOfStr(['owner', ...COURSE_RESPONSES]) })),
  }),
  JoinCompanyRequest: obj({ code: str({ maxLength: 20 }) }, ['code']),
  JoinCompanyResult: obj({ company: obj({ id: int(), name: str() }) }),
  AddCompanyMemberRequest: obj({ user: str({ maxLength: 254, description: 'e-mail or username' }) }, ['user']),
};
