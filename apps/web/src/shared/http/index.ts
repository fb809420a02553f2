export { api, type CallOptions } from './api-client';
export { ApiError, isApiError } from './api-error';
export { getAllPages } from './list-pages';
export { isTransient } from './request';
export {
  getAccessToken,
  getSessionSnapshot,
  mayHaveSession,
  refreshSession,
  setSession,
  subscribeSession,
  whileEndingSession,
  type SessionEndReason,
  type SessionSnapshot,
} from './session-store';
