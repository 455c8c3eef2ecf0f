/** OpenAPI part of the auth module: captcha, registration, logins, e-mail verification, password links. */
import { REGISTRABLE_ROLES } from '@app/shared';
import { bool, int, obj, oneOfStr, op, ref, str, type OpenApiPart } from '../../lib/openapi';

const user = ref('User');
const idBody = obj({ user_id: int() }, ['user_id']);
const message = obj({ message: str() });

export const authOpenApi: OpenApiPart = {
  paths: {
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
            role: oneOfStr(REGISTRABLE_ROLES),
            timezone: str({ example: 'America/New_York' }),
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
        summary: 'Mail a password reset link (valid 60 minutes) when an account uses the address; the answer is the same either way',
        body: obj({ email: str() }, ['email']),
        ok: { schema: message },
        errors: [429],
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
  },
  schemas: {
    LoginResponse: obj({ access_token: str(), user }, ['access_token', 'user']),
  },
};
