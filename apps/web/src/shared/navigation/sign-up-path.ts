/**
 * Where the public site's calls to action lead (« Commencer », « J'en profite », « Commencer
 * maintenant »): /auth, opened on its sign-up form. A visitor who is starting has no account yet;
 * « Se connecter » keeps /auth's default, the sign-in form.
 */
export const SIGN_UP_PATH = '/auth?mode=signup';
