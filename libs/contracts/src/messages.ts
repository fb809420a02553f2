// The French texts users see (product spec, section 8). The API sends them as `message`;
// the web app shows them as they are. Keep wording identical to the spec. Split by area so a
// page bundles only the texts it can show.

// What every page may show (network, session, sign-in) lives in session-messages.ts, a module of
// its own so the landing page's bundle carries those texts and not every family below.
import { AUTH_MESSAGES, COMMON_MESSAGES } from './session-messages';
import { HOUSEHOLD_MAX_MEMBERS } from './households';
import { SHOPPING_ITEM_NAME_MAX_LENGTH, SHOPPING_LIST_MAX_LINES } from './kitchen';
export { AUTH_MESSAGES, COMMON_MESSAGES } from './session-messages';

/** A request refused at the API's edge, before any form rule: what no screen of Mijote sends. */
export const REQUEST_MESSAGES = {
  notJson: 'Requête invalide : le contenu envoyé est illisible.',
  tooLarge: 'Requête trop volumineuse.',
  tooComplex: 'Requête invalide : le contenu envoyé est trop imbriqué.',
  unsafeText: 'Le texte contient des caractères non pris en charge.',
  numberOutOfRange: 'Un nombre envoyé est hors des limites acceptées.',
  fieldCannotBeEmpty: 'Ce champ ne peut pas être vide.',
  fieldMalformed: "Ce champ n'a pas la forme attendue.",
  notAnObject: 'Requête invalide : un objet JSON est attendu.',
} as const;

/** Questionnaire, preferences, payment and the dashboard access check. */
export const ONBOARDING_MESSAGES = {
  // Questionnaire and preferences
  profileNotFound: 'Profil utilisateur non trouvé',
  saveFailed: "Une erreur est survenue lors de l'enregistrement",
  preferencesCheckFailed: 'Une erreur est survenue lors de la vérification de vos préférences',
  adultsRange: "Le nombre d'adultes doit être compris entre 1 et 10",
  childrenRange: "Le nombre d'enfants doit être compris entre 0 et 9",
  restrictionUnknown: 'Restriction alimentaire inconnue',
  frequencyInvalid: 'Fréquence de courses invalide',
  difficultyInvalid: 'Difficulté invalide',
  servingsRange: 'Le nombre de portions doit être compris entre 1 et 20',
  foodInvalid: 'Chaque aliment doit contenir entre 1 et 60 caractères',
  // Adding one food tag at a time (the questionnaire, the settings).
  foodRequired: 'Veuillez saisir un aliment',
  foodAlreadyListed: (food: string) => `« ${food} » est déjà dans la liste`,
  foodsTooMany: (max: number) => `Vous pouvez ajouter jusqu'à ${max} aliments`,
  preferencesRequired: 'Veuillez compléter le questionnaire pour accéder au tableau de bord',
  // Payment and access
  emailNotFound: 'Email non trouvé',
  userNotFound: 'Utilisateur non trouvé',
  paymentGeneric: 'Une erreur est survenue',
  promoCodeUnknown: "Ce code promo n'existe pas",
  subscriptionRequired: 'Un abonnement actif est nécessaire pour accéder au tableau de bord',
  subscriptionNotFound: 'Aucun abonnement trouvé',
  portalFailed: "Impossible d'accéder au portail de gestion",
  checkoutFailed: 'Impossible de créer la session de paiement. Veuillez réessayer.',
  demoCheckoutExpired: 'Cette session de paiement de démonstration a expiré. Veuillez recommencer.',
  webhookSignatureInvalid: 'Signature Stripe invalide',
  billingDisabled: "Aucun abonnement n'est nécessaire sur cette installation de Mijote.",
} as const;

/** Planning, shopping list, fridge, favourites and chat. */
export const KITCHEN_MESSAGES = {
  // Kitchen: validation
  mealTitleRequired: 'Le titre du repas est requis',
  mealDateRequired: 'La date est requise',
  mealDateInvalid: 'Date invalide',
  mealRangeInvalid: 'La période doit finir après son début et ne pas dépasser 93 jours',
  // LIST_PAGE_MAX (kitchen.ts).
  listLimitInvalid: 'La taille de page doit être un entier entre 1 et 200',
  mealTimeRequired: "L'heure est requise",
  mealTimeInvalid: 'Heure invalide',
  mealServingsMin: "Le nombre de portions doit être d'au moins 1",
  // PLANNED_MEAL_SERVINGS_MAX (forms/kitchen-forms.ts).
  mealServingsMax: 'Le nombre de portions ne doit pas dépasser 50',
  dishTypeInvalid: 'Type de plat invalide',
  itemNameRequired: "Veuillez entrer un nom d'article",
  itemNameTooLong: `Le nom de l'article ne doit pas dépasser ${SHOPPING_ITEM_NAME_MAX_LENGTH} caractères`,
  inventoryQuantityMin: 'La quantité doit être un nombre entier supérieur ou égal à 1',
  quantityInvalid: 'Quantité invalide',
  unitInvalid: 'Unité invalide',
  categoryInvalid: 'Catégorie invalide',
  expirationInvalid: "Date d'expiration invalide",
  recipeIdRequired: "L'identifiant de la recette est requis",
  recipeTitleRequired: 'Le titre de la recette est requis',
  ingredientsRequired: 'La liste des ingrédients est requise',
  shoppingDuplicate: 'Ces articles sont déjà dans votre liste de courses',
  shoppingListFull: `La liste de courses compte déjà ${SHOPPING_LIST_MAX_LINES} lignes : supprimez les articles cochés ou inutiles avant d'en ajouter.`,
  // Kitchen: what the pages show when a call fails (spec, section 8)
  favoritesFailed: 'Impossible de gérer les favoris',
  addToShoppingFailed: "Impossible d'ajouter à la liste de courses",
  addToPlanningFailed: "Impossible d'ajouter au planning",
  mealsLoadFailed: 'Impossible de charger les repas',
  mealAddFailed: "Impossible d'ajouter le repas",
  // Not in the spec's catalogue (it has no meal editing): worded like the add failure.
  mealUpdateFailed: 'Impossible de modifier le repas',
  mealDeleteFailed: 'Impossible de supprimer le repas',
  shoppingLoadFailed: 'Impossible de charger la liste de courses',
  itemUpdateFailed: "Impossible de mettre à jour l'article",
  itemAddFailed: "Impossible d'ajouter l'article",
  itemDeleteFailed: "Impossible de supprimer l'article",
  checkedDeleteFailed: 'Impossible de supprimer les articles cochés',
  chatClearFailed: "Impossible de supprimer l'historique",
  favoritesLoadFailed: 'Erreur lors du chargement des favoris',
  favoriteDeleteFailed: 'Erreur lors de la suppression de la recette',
  inventoryLoadFailed: "Erreur lors du chargement de l'inventaire",
} as const;

/** Settings, account and family sharing. */
export const ACCOUNT_MESSAGES = {
  profileLoadFailed: 'Impossible de charger votre profil',
  profileUpdated: 'Profil mis à jour avec succès',
  emailChangeSent: 'Un email de confirmation a été envoyé à votre nouvelle adresse email',
  emailSameAsCurrent: 'Cette adresse email est déjà associée à votre compte',
  emailChangeFailed: "Impossible de mettre à jour l'email",
  currentPasswordRequired: 'Saisissez votre mot de passe actuel',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  emailChangeCancelled: "Le changement d'adresse est annulé. Toutes les sessions ont été fermées : reconnectez-vous, puis changez votre mot de passe.",
  emailChangeCancelInvalid: "Ce lien d'annulation est invalide ou a expiré.",
  emailChangeCancelFailed: "Impossible d'annuler le changement pour le moment. Réessayez dans quelques instants.",
  dailyLimitReached: "Vous avez atteint la limite du jour pour cette action. Réessayez demain.",
  passwordResetSent: 'Un email de réinitialisation du mot de passe a été envoyé',
  passwordResetSendFailed: "Impossible d'envoyer l'email de réinitialisation",
  preferencesSaved: 'Préférences enregistrées',
  deleteConfirmationMismatch: 'Veuillez saisir SUPPRIMER pour confirmer',
  accountDeleted: 'Votre compte et vos données ont été supprimés.',
  deleteCancelFailed:
    "Impossible de résilier votre abonnement pour le moment : votre compte n'a pas été supprimé. Réessayez dans quelques instants.",
  inviteSelf: 'Vous faites déjà partie de ce foyer',
  inviteAlreadyMember: 'Cette personne fait déjà partie de votre foyer',
  householdFull: `Un foyer compte au plus ${HOUSEHOLD_MAX_MEMBERS} membres, invitations en cours comprises : retirez un membre ou annulez une invitation avant d'en envoyer une autre.`,
  householdFullOnAccept: `Ce foyer compte déjà ${HOUSEHOLD_MAX_MEMBERS} membres : demandez à la personne qui vous a envoyé l'invitation de faire de la place, puis réessayez.`,
  invitationSent: 'Invitation envoyée',
  invitationInvalid: 'Cette invitation est invalide ou a expiré.',
  invitationWrongAccount: "Cette invitation a été envoyée à une autre adresse email. Connectez-vous avec l'adresse invitée.",
  onlyOwnerCanRemove: 'Seul le propriétaire du foyer peut retirer un membre',
  ownerCannotLeave: "Le propriétaire ne peut pas quitter le foyer tant qu'il reste d'autres membres",
  householdNameRequired: 'Le nom du foyer est requis',
} as const;

export const MESSAGES = { ...COMMON_MESSAGES, ...AUTH_MESSAGES, ...ONBOARDING_MESSAGES, ...KITCHEN_MESSAGES, ...ACCOUNT_MESSAGES } as const;


export type MessageKey = keyof typeof MESSAGES;

// Stable English identifiers sent as `code` beside the French `message`.
export const ERROR_CODES = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  RATE_LIMITED: 'RATE_LIMITED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  EMAIL_ALREADY_CONFIRMED: 'EMAIL_ALREADY_CONFIRMED',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL: 'INTERNAL',
  PREFERENCES_REQUIRED: 'PREFERENCES_REQUIRED',
  /** GET /api/preferences before the questionnaire: nothing to show yet (not an access refusal). */
  PREFERENCES_NOT_SET: 'PREFERENCES_NOT_SET',
  SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
  PROFILE_NOT_FOUND: 'PROFILE_NOT_FOUND',
  PROMO_CODE_UNKNOWN: 'PROMO_CODE_UNKNOWN',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  PORTAL_FAILED: 'PORTAL_FAILED',
  CHECKOUT_FAILED: 'CHECKOUT_FAILED',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  BAD_REQUEST: 'BAD_REQUEST',
  FORBIDDEN: 'FORBIDDEN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** GET /api/health and /api/health/ready: PostgreSQL or Redis does not answer (the body says which). */
  UNHEALTHY: 'UNHEALTHY',
  EMAIL_UNCHANGED: 'EMAIL_UNCHANGED',
  ALREADY_ON_LIST: 'ALREADY_ON_LIST',
  /** An add that would take the shopping list past SHOPPING_LIST_MAX_LINES lines. */
  SHOPPING_LIST_FULL: 'SHOPPING_LIST_FULL',
  INVITE_SELF: 'INVITE_SELF',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** A family at HOUSEHOLD_MAX_MEMBERS (open invitations included) asked to invite or take one more. */
  HOUSEHOLD_FULL: 'HOUSEHOLD_FULL',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITATION_WRONG_ACCOUNT: 'INVITATION_WRONG_ACCOUNT',
  NOT_OWNER: 'NOT_OWNER',
  ALONE_IN_HOUSEHOLD: 'ALONE_IN_HOUSEHOLD',
  FRIDGE_EMPTY: 'FRIDGE_EMPTY',
  DAILY_LIMIT: 'DAILY_LIMIT',
  REPLY_PENDING: 'REPLY_PENDING',
  /** A chat action already confirmed, cancelled or past its undo time. */
  CHAT_ACTION_CLOSED: 'CHAT_ACTION_CLOSED',
  CANCEL_FAILED: 'CANCEL_FAILED',
  BILLING_DISABLED: 'BILLING_DISABLED',
  CURRENT_PASSWORD_INVALID: 'CURRENT_PASSWORD_INVALID',
  MEAL_PLAN_SLOT_LOCKED: 'MEAL_PLAN_SLOT_LOCKED',
  /** A household already at AISLE_OVERRIDES_MAX ingredients in aisles of its own. */
  AISLE_OVERRIDES_FULL: 'AISLE_OVERRIDES_FULL',
  MEAL_PLAN_ACCEPTED: 'MEAL_PLAN_ACCEPTED',
  MEAL_PLAN_NOT_READY: 'MEAL_PLAN_NOT_READY',
  MEAL_PLAN_EMPTY: 'MEAL_PLAN_EMPTY',
  IMPORT_URL_INVALID: 'IMPORT_URL_INVALID',
  IMPORT_ADDRESS_REFUSED: 'IMPORT_ADDRESS_REFUSED',
  IMPORT_TOO_MANY_REDIRECTS: 'IMPORT_TOO_MANY_REDIRECTS',
  IMPORT_TOO_LARGE: 'IMPORT_TOO_LARGE',
  IMPORT_TIMEOUT: 'IMPORT_TIMEOUT',
  IMPORT_FETCH_FAILED: 'IMPORT_FETCH_FAILED',
  IMPORT_NO_RECIPE: 'IMPORT_NO_RECIPE',
  IMPORT_TEXT_UNREADABLE: 'IMPORT_TEXT_UNREADABLE',
  IMAGE_MISSING: 'IMAGE_MISSING',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_TYPE_REFUSED: 'IMAGE_TYPE_REFUSED',
  IMAGE_UNREADABLE: 'IMAGE_UNREADABLE',
  ACCESS_TOKEN_INVALID: 'ACCESS_TOKEN_INVALID',
  ACCESS_TOKEN_READ_ONLY: 'ACCESS_TOKEN_READ_ONLY',
  ACCESS_TOKEN_NOT_ALLOWED: 'ACCESS_TOKEN_NOT_ALLOWED',
  ACCESS_TOKEN_LIMIT: 'ACCESS_TOKEN_LIMIT',
  RECIPE_EDIT_CONFLICT: 'RECIPE_EDIT_CONFLICT',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENT_REQUEST_IN_PROGRESS: 'IDEMPOTENT_REQUEST_IN_PROGRESS',
  CLIENT_OUTDATED: 'CLIENT_OUTDATED',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Per-field French messages when a form's input was refused. */
  fields?: Record<string, string>;
}
