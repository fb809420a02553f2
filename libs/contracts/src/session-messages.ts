// The French texts the app shell and the session show on any page, the landing page included
// (product spec, section 8). Kept apart from messages.ts so the first visit bundles only these.

/** Shown anywhere: network, session and generic failures. Small on purpose: the landing page bundles it. */
export const COMMON_MESSAGES = {
  offline: 'Pas de connexion Internet',
  offlineOnSubmit: 'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
  serverUnreachable: 'Impossible de se connecter au serveur',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  generic: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  notSignedIn: 'Utilisateur non connecté',
  notFound: 'Ressource introuvable',
  invalidRequest: 'Requête invalide',
  authRequired: 'Authentification requise',
  serviceUnavailable: 'Service indisponible',
} as const;

/** Sign-in, sign-up, password reset and e-mail confirmation. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Email ou mot de passe incorrect',
  noUserReturned: 'Identifiants incorrects',
  emailTaken: 'Cette adresse email est déjà utilisée',
  signInSlowedDown:
    'Trop de tentatives pour cette adresse. Patientez un instant avant de réessayer, ou réinitialisez votre mot de passe.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  signUpFailed: 'Erreur lors de la création du compte',
  emailRequired: "L'adresse email est requise",
  emailInvalid: "Format d'adresse email invalide",
  passwordRequired: 'Le mot de passe est requis',
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  phoneRequired: 'Le numéro de téléphone est requis',
  phoneInvalid: 'Numéro de téléphone invalide',
  resetFailed: 'Une erreur est survenue. Veuillez réessayer.',
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  confirmLinkInvalid: 'Ce lien de confirmation est invalide ou a expiré.',
  // A confirmation link opened again once it has done its work.
  emailAlreadyConfirmed: 'Votre adresse email est déjà confirmée.',
  newEmailAlreadyConfirmed: 'Votre nouvelle adresse email est déjà confirmée.',
} as const;
