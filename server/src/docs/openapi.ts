/** The API's OpenAPI document, served at /api/docs. A test fails when a mounted route is missing here. */
import { catalogPaths } from '../modules/catalog/catalog.openapi';
import { adminUserPaths } from '../modules/admin-users/admin-users.openapi';
import { practicePaths } from '../modules/practices/practices.openapi';
import { attemptPaths } from '../modules/attempts/attempts.openapi';
import { walletPaths } from '../modules/wallet/wallet.openapi';
import { referralPaths } from '../modules/referrals/referrals.openapi';
import { reportPaths } from '../modules/reports/reports.openapi';
import { paymentPaths } from '../modules/payments/payments.openapi';
import { resultPaths } from '../modules/results/results.openapi';
import { gradingPaths } from '../modules/grading/grading.openapi';
import { resultAnalysisPaths } from '../modules/result-analysis/result-analysis.openapi';
import { teacherGradingPaths } from '../modules/teacher-grading/teacher-grading.openapi';
import { arr, bool, int, obj, op, ref, str } from './openapi-builder';

const user = ref('User');
const profile = ref('Profile');
const idBody = obj({ user_id: int() }, ['user_id']);
const message = obj({ message: str() });
const page = { page: int({ minimum: 1 }), per_page: int({ minimum: 1, maximum: 100 }) };
const paged = (item: Record<string, unknown>) => obj({ data: arr(item), current_page: int(), total: int() });
const studentFields = {
  school: str(),
  phone: str({ description: 'at least 7 digits' }),
  grade_level: str({ enum: [...Array.from({ length: 17 }, (_, i) => String(i + 1)), 'graduated'] }),
  graduation_year: int(),
  address: str(),
};
const teacherFields = {
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
    payment_method: str({ enum: ['us-bank-check', 'taiwan-bank', 'wechat', 'alipay'] }),
  }),
};
const AUTHORS = ['teacher', 'company-admin', 'admin'];
const SECTION_IDS = ['reading-writing', 'math', 'reading', 'writing-language', 'math-no-calculator', 'math-calculator'];
const questionType = str({ enum: ['multiple-choice', 'grid-in'] });
const difficulty = str({ enum: ['easy', 'medium', 'hard'] });
const publishStatus = str({ enum: ['draft', 'published'] });
const ownerKind = str({ enum: ['admin', 'teacher', 'company'] });
const labelRef = ref('Label');
const questionFields = {
  source: str({ nullable: true }),
  type: questionType,
  section: str({ enum: SECTION_IDS }),
  domain: str({ description: 'a domain of the section (@app/shared sat-taxonomy)' }),
  skill: str({ description: 'a skill of the domain' }),
  difficulty,
  stem: str({ description: 'rich text with TeX math, at most 20000 characters' }),
  choices: arr(ref('Choice')),
  answer_key: str({ description: 'no blanks, English symbols: B or A,C; 7/2,3.5; >=1.5&<2; * for no right answer' }),
  explanation: str(),
  passage_id: int({ nullable: true }),
  label_ids: arr(int()),
};
const questionBody = obj(questionFields, ['type', 'section', 'domain', 'skill', 'difficulty', 'stem', 'answer_key']);
const passageFields = { title: str(), body: str({ description: 'rich text' }), source: str({ nullable: true }) };
const questionAction = (summary: string) =>
  op({ tag: 'Questions', summary, auth: true, roles: AUTHORS, params: ['id'], ok: { schema: ref('Question') }, errors: [403, 404] });

const basicFields = {
  first_name: str(),
  last_name: str(),
  timezone: str({ example: 'Asia/Taipei' }),
  lang: str({ enum: ['EN-US', 'ZH-CN', 'ZH-TW'] }),
  avatar_image_id: int({ nullable: true }),
};

export const openApiDocument = {
  openapi: '3.0.3',
  info: {
    title: 'SAT practice and tutoring platform API',
    version: '0.1.0',
    description:
      'Every error answers `{ code, message, errors? }` (codes in @app/shared ErrorCode). Send `Authorization: Bearer <access_token>`, `accept-language` (en-US, zh-CN, zh-TW) and `x-mock-type`.',
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: obj({ code: str(), message: str(), errors: { type: 'object', additionalProperties: arr(str()) } }, ['code', 'message']),
      User: obj({
        id: int(),
        first_name: str(),
        last_name: str(),
        email: str(),
        username: str(),
        email_verified_at: str({ nullable: true, format: 'date-time' }),
        all_roles: arr(str({ enum: ['super-admin', 'admin', 'teacher', 'company-admin', 'parent', 'student', 'pro'] })),
        lang: str(),
        timezone: str(),
        pro_expired_at: str({ nullable: true }),
        taken_unlimited_expire_at: str({ nullable: true }),
        balance: int(),
      }),
      PublicUser: obj({ id: int(), username: str(), first_name: str(), last_name: str(), all_roles: arr(str()) }),
      LoginResponse: obj({ access_token: str(), user }, ['access_token', 'user']),
      Profile: obj({
        user,
        student: obj(studentFields),
        teacher: obj(teacherFields),
        parent: obj({ phone: str(), student_emails: arr(str()) }),
        avatar_url: str({ nullable: true }),
      }),
      Image: obj({ id: int(), url: str(), mime: str(), size: int() }),
      Label: obj({ id: int(), name: str() }),
      Choice: obj({ label: str({ example: 'A' }), text: str() }, ['label', 'text']),
      Passage: obj({
        id: int(),
        title: str(),
        body: str(),
        source: str({ nullable: true }),
        owner_id: int(),
        created_at: str({ format: 'date-time' }),
        updated_at: str({ format: 'date-time' }),
      }),
      Question: obj({
        id: int(),
        ...questionFields,
        version: str({ enum: ['digital', 'paper'] }),
        passage: obj({ id: int(), title: str() }),
        labels: arr(labelRef),
        status: publishStatus,
        owner_id: int(),
        owner_kind: ownerKind,
        created_at: str({ format: 'date-time' }),
        updated_at: str({ format: 'date-time' }),
      }),
      QuestionSummary: obj({
        id: int(),
        type: questionType,
        version: str({ enum: ['digital', 'paper'] }),
        section: str({ enum: SECTION_IDS }),
        domain: str(),
        skill: str(),
        difficulty,
        status: publishStatus,
        owner_id: int(),
        owner_kind: ownerKind,
        labels: arr(labelRef),
        updated_at: str({ format: 'date-time' }),
        stem_excerpt: str(),
        passage_id: int({ nullable: true }),
      }),
      Tenant: obj({
        product: str(),
        themeColor: str(),
        logo: str(),
        image: str(),
        icon: str(),
        name: str(),
        tabName: str(),
        examName: str(),
        email: str(),
        isCompany: bool(),
        isDarkBackground: bool(),
        backgroundColor: str(),
        linkArr: arr(obj({ label: str(), url: str() })),
        externalHome: str({ nullable: true }),
        isMainBrand: bool(),
      }),
    },
  },
  paths: {
    '/health': { get: op({ tag: 'System', summary: 'Liveness and database check', ok: { schema: obj({ status: str() }) } }) },
    '/tenant': { get: op({ tag: 'System', summary: 'The white-label variant chosen from the Host header', ok: { schema: ref('Tenant') } }) },
    '/ip-geo': {
      get: op({
        tag: 'System',
        summary: 'Country, city and time zone of the caller (default United States, Salt Lake City, America/Denver)',
        ok: { schema: obj({ iso_code: str(), country: str(), city: str(), timezone: str() }) },
      }),
    },
    '/notifications': {
      get: op({
        tag: 'System',
        summary: 'Active banner notifications',
        auth: true,
        ok: { schema: arr(obj({ id: int(), type: str(), start: str(), end: str(), description: obj({}), link: obj({}) })) },
      }),
    },

    '/auth/captcha/flat': {
      get: op({ tag: 'Auth', summary: 'A one-time captcha (expires in 5 minutes)', ok: { schema: obj({ img: str(), key: str() }) }, errors: [429] }),
    },
    '/auth/register': {
      post: op({
        tag: 'Auth',
        summary: 'Register (captcha required)',
        errors: [429],
        body: obj(
          {
            first_name: str(),
            last_name: str(),
            username: str(),
            email: str(),
            password: str({ minLength: 8 }),
            password_confirmation: str(),
            captcha: str(),
            captcha_key: str(),
            referral_code: str(),
            role: str({ enum: ['student', 'teacher', 'parent'] }),
          },
          ['first_name', 'last_name', 'username', 'email', 'password', 'password_confirmation', 'captcha', 'captcha_key'],
        ),
        ok: { status: 201, schema: ref('LoginResponse') },
      }),
    },
    '/auth/login': {
      post: op({
        tag: 'Auth',
        summary: 'Log in with email or username',
        body: obj({ email: str(), username: str(), password: str() }, ['password']),
        ok: { schema: ref('LoginResponse') },
        errors: [400, 429],
      }),
    },
    '/{product}/login/token': {
      post: op({
        tag: 'Auth',
        summary: "Partner-token login (HS256, signed with the tenant's secret, audience = product, at most 10 minutes old)",
        params: ['product'],
        body: obj({ token: str() }, ['token']),
        ok: { schema: ref('LoginResponse') },
        errors: [401, 429],
      }),
    },
    '/auth/me': { get: op({ tag: 'Auth', summary: 'The current user', auth: true, ok: { schema: obj({ user }) } }) },
    '/auth/logout': { post: op({ tag: 'Auth', summary: 'Revoke the current token', auth: true, ok: { status: 204, description: 'Logged out' } }) },
    '/auth/check-username': {
      post: op({
        tag: 'Auth',
        summary: 'Is a username free?',
        body: obj({ username: str() }, ['username']),
        ok: { schema: obj({ available: bool() }) },
      }),
    },
    '/auth/email/request-verify': {
      post: op({ tag: 'Auth', summary: 'Mail a verification link', auth: true, body: idBody, ok: { schema: message }, errors: [400, 403, 429] }),
    },
    '/auth/email/verify/{id}/{hash}': {
      post: op({
        tag: 'Auth',
        summary: 'Verify the e-mail (signed, expiring link; the owner must be logged in)',
        auth: true,
        params: ['id', 'hash'],
        query: { expires: int(), signature: str() },
        ok: { schema: obj({ user }) },
        errors: [400, 403, 429],
      }),
    },
    '/auth/request-reset-password': {
      post: op({
        tag: 'Auth',
        summary: 'Mail a password reset link (valid 60 minutes)',
        body: obj({ email: str() }, ['email']),
        ok: { schema: message },
        errors: [400, 429],
      }),
    },
    '/auth/reset-password': {
      post: op({
        tag: 'Auth',
        summary: 'Set a new password with a mailed token; ends every session',
        body: obj({ email: str(), token: str(), password: str(), password_confirmation: str() }, [
          'email',
          'token',
          'password',
          'password_confirmation',
        ]),
        ok: { schema: message },
        errors: [400, 429],
      }),
    },
    '/set-url': { post: op({ tag: 'Auth', summary: 'Mail the caller a set-password link', auth: true, ok: { schema: message }, errors: [429] }) },
    '/reset-url': {
      post: op({
        tag: 'Auth',
        summary: 'Mail a user a set-password link',
        auth: true,
        roles: ['super-admin'],
        body: idBody,
        ok: { schema: message },
        errors: [400, 403],
      }),
    },
    '/lang': {
      patch: op({
        tag: 'Profile',
        summary: "Save the caller's language",
        auth: true,
        body: obj({ lang: str({ enum: ['EN-US', 'ZH-CN', 'ZH-TW'] }) }, ['lang']),
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

    '/finish-bind': {
      post: op({
        tag: 'Binding',
        summary: 'Has the caller completed the role-specific registration details?',
        auth: true,
        ok: { schema: obj({ finishBind: bool(), role: str({ nullable: true, enum: ['student', 'teacher', 'parent'] }) }) },
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
    '/image': {
      post: op({
        tag: 'Binding',
        summary: 'Upload an image (PNG, JPEG, GIF, WebP; at most 20 MB; content checked)',
        auth: true,
        multipart: obj({ image: str({ format: 'binary' }) }, ['image']),
        ok: { status: 201, schema: ref('Image') },
        errors: [413],
      }),
    },
    '/image/{id}': {
      delete: op({
        tag: 'Binding',
        summary: 'Delete an own image',
        auth: true,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },
    '/uploads/{name}': {
      get: op({
        tag: 'Binding',
        summary: 'An uploaded image (unguessable name)',
        params: ['name'],
        ok: { description: 'The image bytes' },
        errors: [404],
      }),
    },
    '/questions': {
      get: op({
        tag: 'Questions',
        summary: "Question list: admins see all; other authors their own and the admins' published ones. Newest change first.",
        auth: true,
        roles: AUTHORS,
        query: {
          section: str({ enum: SECTION_IDS }),
          domain: str(),
          skill: str(),
          difficulty,
          type: questionType,
          label: int(),
          q: str({ description: 'full-text search of stem and explanation (word prefixes)' }),
          status: publishStatus,
          mine: bool(),
          ...page,
        },
        ok: { schema: paged(ref('QuestionSummary')) },
        errors: [403],
      }),
      post: op({
        tag: 'Questions',
        summary: 'Create a question (a draft owned by the caller)',
        auth: true,
        roles: AUTHORS,
        body: questionBody,
        ok: { status: 201, schema: ref('Question') },
        errors: [403],
      }),
    },
    '/questions/{id}': {
      get: op({
        tag: 'Questions',
        summary: 'A question with its answer key (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { schema: ref('Question') },
        errors: [403, 404],
      }),
      patch: op({
        tag: 'Questions',
        summary: 'Update a question (owner or admin); the merged question is validated',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        body: obj(questionFields),
        ok: { schema: ref('Question') },
        errors: [403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a question (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [400, 403, 404],
      }),
    },
    '/questions/{id}/duplicate': {
      post: op({
        tag: 'Questions',
        summary: 'Copy a question the caller can see into a draft the caller owns (labels included)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 201, schema: ref('Question') },
        errors: [403, 404],
      }),
    },
    '/questions/{id}/publish': { post: questionAction('Publish a question (owner or admin)') },
    '/questions/{id}/unpublish': { post: questionAction('Move a question to drafts (owner or admin)') },

    '/passages': {
      get: op({
        tag: 'Questions',
        summary: "Passages: the caller's own and the admins' (admins see all); q searches title and body",
        auth: true,
        roles: AUTHORS,
        query: { q: str(), ...page },
        ok: { schema: paged(ref('Passage')) },
        errors: [403],
      }),
      post: op({
        tag: 'Questions',
        summary: 'Create a passage; 400 SAT_PASSAGE_EXISTS when the same text (ignoring markup, spacing and case) exists',
        auth: true,
        roles: AUTHORS,
        body: obj(passageFields, ['title', 'body']),
        ok: { status: 201, schema: ref('Passage') },
        errors: [400, 403],
      }),
    },
    '/passages/{id}': {
      get: op({
        tag: 'Questions',
        summary: 'A passage',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { schema: ref('Passage') },
        errors: [403, 404],
      }),
      patch: op({
        tag: 'Questions',
        summary: 'Update a passage (owner or admin)',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        body: obj(passageFields),
        ok: { schema: ref('Passage') },
        errors: [400, 403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a passage (owner or admin); its questions stay, without it',
        auth: true,
        roles: AUTHORS,
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },

    '/labels': {
      get: op({ tag: 'Questions', summary: 'Question labels, by name', auth: true, roles: AUTHORS, ok: { schema: arr(labelRef) }, errors: [403] }),
      post: op({
        tag: 'Questions',
        summary: 'Create a label (names are unique, ignoring case)',
        auth: true,
        roles: ['super-admin'],
        body: obj({ name: str() }, ['name']),
        ok: { status: 201, schema: labelRef },
        errors: [403],
      }),
    },
    '/labels/{id}': {
      patch: op({
        tag: 'Questions',
        summary: 'Rename a label',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        body: obj({ name: str() }, ['name']),
        ok: { schema: labelRef },
        errors: [403, 404],
      }),
      delete: op({
        tag: 'Questions',
        summary: 'Delete a label (questions lose it)',
        auth: true,
        roles: ['super-admin'],
        params: ['id'],
        ok: { status: 204, description: 'Deleted' },
        errors: [403, 404],
      }),
    },
    ...practicePaths,
    ...attemptPaths,
    ...adminUserPaths,
    ...catalogPaths,
    ...walletPaths,
    ...referralPaths,
    ...reportPaths,
    ...paymentPaths,
    ...teacherGradingPaths,
    ...resultAnalysisPaths,
    ...resultPaths,
    ...gradingPaths,
  },
};
