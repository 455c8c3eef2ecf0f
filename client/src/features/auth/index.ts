// What the rest of the app may use of the auth feature.
export { authRoutes } from './routes';
export { VerificationBanner } from './components/verification-banner';
/** The captcha input, for the other public forms (the contact form). */
export { CaptchaField } from './components/captcha-field';
