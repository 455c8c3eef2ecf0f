import type { CaptchaDto, UserDto } from '@app/shared';
import type { ApiClient } from '../../lib/api-client';

export interface ResetPasswordPayload {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** Auth calls other than login/register/logout, which the session store owns. */
export const authApi = (api: ApiClient) => ({
  captcha: () => api.get<CaptchaDto>('auth/captcha/flat', { background: true }),
  checkUsername: (username: string) => api.post<{ available: boolean }>('auth/check-username', { username }, { background: true }),
  requestVerify: (userId: number) => api.post<{ message: string }>('auth/email/request-verify', { user_id: userId }),
  verifyEmail: (id: string, hash: string, query: Record<string, string>) =>
    api.post<{ user: UserDto }>(`auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, {}, { query }),
  requestReset: (email: string) => api.post<{ message: string }>('auth/request-reset-password', { email }),
  resetPassword: (payload: ResetPasswordPayload) => api.post<{ message: string }>('auth/reset-password', payload),
});
