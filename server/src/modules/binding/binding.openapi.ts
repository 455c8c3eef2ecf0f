/** OpenAPI part of binding: the role-specific details a user completes after registering. */
import { REGISTRABLE_ROLES } from '@app/shared';
import { arr, bool, obj, oneOfStr, op, ref, str, type OpenApiPart } from '../../lib/openapi';
import { studentFields } from '../profiles';

const profile = ref('Profile');

export const bindingOpenApi: OpenApiPart = {
  paths: {
    '/finish-bind': {
      post: op({
        tag: 'Binding',
        summary: 'Has the caller completed the role-specific registration details?',
        auth: true,
        ok: { schema: obj({ finishBind: bool(), role: oneOfStr(REGISTRABLE_ROLES, { nullable: true }) }) },
      }),
    },
    '/bind-student': {
      post: op({
        tag: 'Binding',
        summary: 'Student details',
        auth: true,
        roles: ['student'],
        body: obj(studentFields, ['school', 'phone']),
        ok: { schema: profile },
        errors: [403],
      }),
    },
    '/bind-teacher': {
      post: op({
        tag: 'Binding',
        summary: 'Teacher details (optional instructor code)',
        auth: true,
        roles: ['teacher'],
        body: obj({ college: str(), major: str(), phone: str(), instructor_code: str() }, ['college', 'major', 'phone']),
        ok: { schema: profile },
        errors: [403],
      }),
    },
    '/auth-instructor': {
      post: op({
        tag: 'Binding',
        summary: 'Check an instructor code',
        auth: true,
        roles: ['teacher'],
        body: obj({ code: str() }, ['code']),
        ok: { schema: obj({ valid: bool() }) },
        errors: [403],
      }),
    },
    '/check-email': {
      post: op({
        tag: 'Binding',
        summary: 'Does a student account use this e-mail, and is it verified?',
        auth: true,
        roles: ['parent'],
        errors: [403],
        body: obj({ email: str() }, ['email']),
        ok: { schema: obj({ exists: bool(), verified: bool() }) },
      }),
    },
    '/bind-parent': {
      post: op({
        tag: 'Binding',
        summary: 'Parent details and linked students (existing, not yet verified student e-mails)',
        auth: true,
        roles: ['parent'],
        body: obj({ phone: str(), student_emails: arr(str()) }, ['phone', 'student_emails']),
        ok: { schema: profile },
        errors: [403],
      }),
    },
  },
};
