/** OpenAPI part of profiles: the caller's and others' profiles, the role details, parents' children, students and teachers. */
import { GRADE_LEVELS, LANGS, TEACHER_PAYMENT_METHODS } from '@app/shared';
import { arr, bool, int, obj, oneOfStr, op, paged, pageQuery as page, ref, str, type OpenApiPart } from '../../lib/openapi';

const user = ref('User');
const profile = ref('Profile');

/** The student details form's fields (the binding form sends a subset). */
export const studentFields = {
  school: str(),
  phone: str({ description: 'at least 7 digits' }),
  grade_level: oneOfStr(GRADE_LEVELS),
  graduation_year: int(),
  address: str(),
};
/** The teacher details form's fields. */
export const teacherFields = {
  college: str(),
  major: str(),
  phone: str(),
  grade_level: str(),
  hours_weekly: int({ minimum: 0, maximum: 168 }),
  subjects: arr(str()),
  bio: str(),
  billing: obj({
    official_name: str(),
    id_number: str(),
    birth_date: str({ format: 'date' }),
    mailing_address: str(),
    payment_method: oneOfStr(TEACHER_PAYMENT_METHODS),
  }),
};
const basicFields = {
  first_name: str(),
  last_name: str(),
  timezone: str({ example: 'Asia/Taipei' }),
  lang: oneOfStr(LANGS),
  avatar_image_id: int({ nullable: true }),
};

export const profilesOpenApi: OpenApiPart = {
  paths: {
    '/lang': {
      patch: op({
        tag: 'Profile',
        summary: "Save the caller's language",
        auth: true,
        body: obj({ lang: oneOfStr(LANGS) }, ['lang']),
        ok: { schema: obj({ user }) },
      }),
    },
    '/auth/students': {
      get: op({
        tag: 'Profile',
        summary: "A parent's children, or students for teachers and admins",
        auth: true,
        roles: ['parent', 'teacher', 'company-admin'],
        query: { q: str(), ...page },
        ok: { schema: paged(ref('PublicUser')) },
        errors: [403],
      }),
    },
    '/parent/search': {
      get: op({
        tag: 'Profile',
        summary: 'Find a student account by e-mail',
        auth: true,
        roles: ['parent'],
        query: { email: str() },
        ok: { schema: obj({ id: int(), username: str(), first_name: str(), last_name: str(), email_verified: bool() }) },
        errors: [400, 403],
      }),
    },
    '/parent-links': {
      get: op({
        tag: 'Profile',
        summary: "Parents waiting for the student's answer (POST /bind-parent makes a pending link; the parent sees nothing until it is confirmed)",
        auth: true,
        roles: ['student'],
        ok: {
          schema: obj({
            data: arr(
              obj({ parent: obj({ id: int(), username: str(), first_name: str(), last_name: str() }), requested_at: str({ format: 'date-time' }) }),
            ),
          }),
        },
        errors: [403],
      }),
    },
    '/parent-links/{parentId}/{action}': {
      post: op({
        tag: 'Profile',
        summary: "The logged-in student confirms or declines a parent's pending link (action: confirm | decline); 404 when none is pending",
        auth: true,
        roles: ['student'],
        params: ['parentId', 'action'],
        ok: { status: 204, description: 'Answered' },
        errors: [403, 404],
      }),
    },
    '/parent-links/answer': {
      post: op({
        tag: 'Profile',
        summary: 'Answer a pending parent link from the signed link mailed to the student (no login); LINK_EXPIRED for a bad or expired signature',
        body: obj({ parent_id: int(), student_id: int(), expires: int(), signature: str({ pattern: '^[a-f0-9]{64}$' }), accept: bool() }, [
          'parent_id',
          'student_id',
          'expires',
          'signature',
          'accept',
        ]),
        ok: { status: 204, description: 'Answered' },
        errors: [400, 404],
      }),
    },
    '/parent/{id}/children': {
      get: op({
        tag: 'Profile',
        summary: "A parent's linked students",
        auth: true,
        roles: ['that parent'],
        params: ['id'],
        ok: { schema: arr(ref('PublicUser')) },
        errors: [403, 404],
      }),
    },
    '/profile': { get: op({ tag: 'Profile', summary: "The caller's profile", auth: true, ok: { schema: profile } }) },
    '/profile/{id}': {
      get: op({
        tag: 'Profile',
        summary: 'A profile (self, linked parent, super-admin)',
        auth: true,
        params: ['id'],
        ok: { schema: profile },
        errors: [403, 404],
      }),
    },
    '/profile/username/{name}': {
      get: op({
        tag: 'Profile',
        summary: 'Public view of a user by username',
        auth: true,
        params: ['name'],
        ok: { schema: ref('PublicUser') },
        errors: [404],
      }),
    },
    '/basic/profile': {
      patch: op({
        tag: 'Profile',
        summary: 'Update names, time zone, language, avatar',
        auth: true,
        body: obj(basicFields),
        ok: { schema: profile },
      }),
    },
    '/basic/profile/{id}': {
      patch: op({
        tag: 'Profile',
        summary: "Update a user's basic profile",
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj(basicFields),
        ok: { schema: profile },
        errors: [403, 404],
      }),
    },
    '/student/profile': {
      patch: op({
        tag: 'Profile',
        summary: 'Update student details (after bind-student)',
        auth: true,
        roles: ['student'],
        body: obj(studentFields),
        ok: { schema: profile },
        errors: [400, 403],
      }),
    },
    '/student/profile/{id}': {
      patch: op({
        tag: 'Profile',
        summary: "Update a student's details",
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj(studentFields),
        ok: { schema: profile },
        errors: [403, 404],
      }),
    },
    '/teacher/profile': {
      patch: op({
        tag: 'Profile',
        summary: 'Update teacher details (after bind-teacher)',
        auth: true,
        roles: ['teacher'],
        body: obj(teacherFields),
        ok: { schema: profile },
        errors: [400, 403],
      }),
    },
    '/teacher/profile/{id}': {
      patch: op({
        tag: 'Profile',
        summary: "Update a teacher's details, salary included",
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj({ ...teacherFields, hourly_salary: int({ minimum: 0 }) }),
        ok: { schema: profile },
        errors: [403, 404],
      }),
    },
    '/child/profile/{id}': {
      get: op({
        tag: 'Profile',
        summary: "A linked child's profile",
        auth: true,
        roles: ['linked parent', 'super-admin'],
        params: ['id'],
        ok: { schema: profile },
        errors: [403, 404],
      }),
      patch: op({
        tag: 'Profile',
        summary: "Update a linked child's profile",
        auth: true,
        roles: ['linked parent', 'super-admin'],
        params: ['id'],
        body: obj({ first_name: str(), last_name: str(), ...studentFields }),
        ok: { schema: profile },
        errors: [403, 404],
      }),
    },
    '/teachers': { get: op({ tag: 'Profile', summary: 'Teachers', auth: true, query: page, ok: { schema: paged(ref('PublicUser')) } }) },
  },
  schemas: {
    Profile: obj({
      user,
      student: obj(studentFields),
      teacher: obj(teacherFields),
      parent: obj({ phone: str(), student_emails: arr(str()) }),
      avatar_url: str({ nullable: true }),
    }),
  },
};
