import type { ConfirmEmailResponse, SignInResponse } from '#contracts';
import { api } from '../../shared/http';

// The public auth calls that do not change who is signed in here (sign-in/up live in the session).
export const authApi = {
  forgotPassword: (email: string) => api.post<{ sent: true }>('/auth/password/forgot', { email: email.trim() }, { auth: false }),
  resetPassword: (token: string, password: string) =>
    api.post<SignInResponse>('/auth/password/reset', { token, password }, { auth: false }),
  confirmEmail: (token: string) => api.post<ConfirmEmailResponse>('/auth/email/confirm', { token }, { auth: false }),
  cancelEmailChange: (token: string) => api.post<{ cancelled: true }>('/auth/email/change/cancel', { token }, { auth: false }),
};
