// What the chef proposes to do in the chat (issue 11, items 4–5): a card the user confirms or
// cancels; nothing is written before POST /api/chat/actions/:id/confirm.

export const CHAT_ACTION_KINDS = ['shopping.add', 'meal.plan', 'fridge.add', 'fridge.remove', 'recipe.save', 'recipe.favorite', 'pantry.add'] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

/** proposed → done (→ undone within CHAT_ACTION_UNDO_MS) or cancelled. */
export type ChatActionStatus = 'proposed' | 'done' | 'cancelled' | 'undone';

export interface ChatActionDto {
  id: string;
  kind: ChatActionKind;
  status: ChatActionStatus;
  /** The user's message that asked for it: the card shows under the chef's reply to it. */
  replyTo: string | null;
  /** What the card is about, e.g. "Ajouter à la liste de courses". */
  title: string;
  /** What will change, one line each (the items, the day, the recipe). */
  changes: string[];
  /** After confirm: what was done, in French. */
  result?: string;
  /** After confirm: until when "Annuler" undoes it (ISO). */
  undoUntil?: string;
  createdAt: string;
}

/** How long a done action can still be undone from its card. */
export const CHAT_ACTION_UNDO_MS = 10_000;

export const CHAT_ACTION_TITLES: Record<ChatActionKind, string> = {
  'shopping.add': 'Ajouter à la liste de courses',
  'meal.plan': 'Planifier un repas',
  'fridge.add': 'Ajouter au frigo',
  'fridge.remove': 'Retirer du frigo',
  'recipe.save': 'Garder dans mes recettes',
  'recipe.favorite': 'Ajouter aux favoris',
  'pantry.add': 'Ajouter à «\u00a0Mon placard\u00a0»',
};

export const CHAT_ACTION_MESSAGES = {
  proposed: 'Voici ce que je vous propose. Confirmez pour que je le fasse :',
  invalid: (reason: string) => `Je n'ai pas pu préparer cette action : ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
  noRecipe: "Je ne sais pas de quelle recette vous parlez : demandez-moi d'abord une recette, puis redites-le-moi.",
  noDate: 'Quel jour ? Dites par exemple « planifie ça jeudi soir » ou « demain midi ».',
  nothingMissing: (recipeTitle: string) => `Votre frigo a déjà tout ce qu'il faut pour « ${recipeTitle} » : rien à ajouter à la liste.`,
  fridgeItemUnknown: "Cet article n'est pas dans votre frigo.",
  recipeUnknown: "Cette recette n'est pas dans vos recettes.",
  alreadyInPantry: (basics: string) => `«\u00a0Mon placard\u00a0» contient déjà ${basics}.`,
  /** Under a dish of the fridge that lacks a basic: what the card's « Confirmer » does, then ask again. */
  pantryThenAsk: (pronoun: 'le' | 'la' | 'les') => `Confirmez ci-dessous pour ${pronoun === 'les' ? 'les ajouter' : "l'ajouter"} à «\u00a0Mon placard\u00a0», puis redemandez-moi.`,
  /** Under a food the chef says to throw that the fridge holds: what the card's « Confirmer » does. */
  throwFromFridge: (item: string) => `«\u00a0${item}\u00a0» est dans votre frigo : confirmez ci-dessous pour retirer l'article, compté comme jeté dans vos chiffres anti-gaspi.`,
  unknownTool: 'cette action est inconnue.',
  itemsRequired: 'indiquez au moins un article.',
  expired: 'Cette proposition a expiré : redemandez-la au chef.',
  alreadyHandled: 'Cette proposition a déjà été traitée.',
  undoExpired: "Il est trop tard pour annuler : faites la modification depuis la page concernée.",
  confirmFailed: "Impossible d'effectuer cette action",
  cancelled: 'Proposition annulée.',
  undone: 'Action annulée.',
} as const;
