/**
 * How /auth is opened on its sign-up form: `?mode=signup`, read by AuthPage. Every link that leads
 * to sign-up writes it through here: the public site's calls to action (« Commencer », « J'en
 * profite », « Commencer maintenant »: a visitor who is starting has no account yet), the sign-in
 * form's « Créer un compte » and the invitation page (with its token). « Se connecter » keeps
 * /auth's default, the sign-in form.
 */
const SIGN_UP_MODE = 'signup';

/** The query of /auth's sign-up form, with anything else it carries (an invitation's token). */
export const signUpSearch = (extra: Record<string, string> = {}) => `?${new URLSearchParams({ mode: SIGN_UP_MODE, ...extra })}`;

export const SIGN_UP_PATH = `/auth${signUpSearch()}`;

/** Whether /auth's query asks for the sign-up form. */
export const isSignUpSearch = (params: URLSearchParams) => params.get('mode') === SIGN_UP_MODE;
