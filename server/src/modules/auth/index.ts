/** Accounts' entry: registration, logins (password, partner token), sessions, e-mail verification, password links. */
import type { AppModule } from '../../core/app-module';
import { authController } from './auth.controller';
import { authOpenApi } from './auth.openapi';
import { authRouter } from './auth.routes';
import { authService } from './auth.service';
import { captchaService } from './captcha.service';
import { emailVerificationService } from './email-verification.service';
import { renderLoginPage } from './login-page';
import { PasswordToken } from './password-token.entity';
import { passwordService } from './password.service';
import { sessionsService } from './sessions.service';

export { emailVerificationService } from './email-verification.service';
export { endAccountAccess } from './account-access';
/** The captcha check, for other public forms (the contact form). */
export { captchaService } from './captcha.service';

export const authModule: AppModule = {
  name: 'auth',
  router(ctx, { requireAuth, limit }) {
    const sessions = sessionsService(ctx.config.jwt);
    const captchas = captchaService(ctx.ds, ctx.config.captchaTestAnswer);
    const verification = emailVerificationService(ctx);
    const passwords = passwordService({ ...ctx, sessions });
    const auth = authService({ ds: ctx.ds, config: ctx.config, sessions, captchas, onRegistered: (user) => verification.send(user) });
    return authRouter(ctx, authController({ auth, captchas, verification, passwords }), requireAuth, limit);
  },
  openapi: authOpenApi,
  // The login page comes with its heading and form in the HTML (issue 17: its first paint on a phone).
  pages: () => (req, indexHtml) => Promise.resolve(renderLoginPage(req, indexHtml)),
  entities: [PasswordToken],
};
