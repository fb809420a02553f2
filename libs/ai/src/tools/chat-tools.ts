// The actions the chef may propose in the chat, as tools (function calling) for OpenAI and
// Mistral. A call is only a proposal: the app validates its arguments like a request body, shows
// a card, and writes nothing before the user confirms.
import { DISH_TYPES, FRIDGE_EXIT_REASONS, type ChatActionKind } from '#contracts';

/** What a model (or the offline chef) asked for; `arguments` are unchecked (parsed JSON, or the raw text). */
export interface ChatToolCall {
  name: string;
  arguments: unknown;
}

export interface ChatToolDefinition {
  name: string;
  kind: ChatActionKind;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
}

const str = (description: string) => ({ type: 'string', description });
const lines = (description: string) => ({ type: 'array', items: { type: 'string' }, description });
const recipeFields = {
  title: str('Titre de la recette'),
  description: str('Une phrase de description'),
  type: { type: 'string', enum: [...DISH_TYPES], description: 'Type de plat' },
  servings: { type: 'integer', minimum: 1, description: 'Nombre de personnes' },
  preparationTime: { type: 'integer', minimum: 1, description: 'Temps total en minutes' },
  ingredients: lines('Lignes d\'ingrédients avec quantité, ex. « 200 g de farine »'),
  steps: lines('Étapes de préparation'),
};

export const CHAT_TOOLS: readonly ChatToolDefinition[] = [
  {
    name: 'add_to_shopping_list',
    kind: 'shopping.add',
    description: "Propose d'ajouter des ingrédients à la liste de courses du foyer (ceux d'une recette, ou des articles isolés).",
    parameters: {
      type: 'object',
      properties: {
        recipeTitle: str('Titre de la recette dont viennent les ingrédients, si elle existe'),
        ingredients: lines('Lignes d\'ingrédients avec quantité, ex. « 6 œufs », « 200 g de farine »'),
      },
      required: ['ingredients'],
    },
  },
  {
    name: 'plan_meal',
    kind: 'meal.plan',
    description: 'Propose de planifier une recette à un jour et une heure dans le planning des repas du foyer.',
    parameters: {
      type: 'object',
      properties: {
        recipeTitle: str('Titre de la recette'),
        date: str('Jour au format AAAA-MM-JJ (fuseau Europe/Zurich)'),
        time: str('Heure au format HH:MM, ex. 12:30 pour midi, 19:00 pour le soir'),
        servings: { type: 'integer', minimum: 1 },
        type: recipeFields.type,
        ingredients: recipeFields.ingredients,
        instructions: recipeFields.steps,
      },
      required: ['recipeTitle', 'date', 'time'],
    },
  },
  {
    name: 'add_to_fridge',
    kind: 'fridge.add',
    description: "Propose d'ajouter des articles au frigo du foyer (par exemple ce que l'utilisateur a acheté).",
    parameters: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: str("Nom de l'article"),
              quantity: { type: 'integer', minimum: 1 },
              unit: str('Unité : unité, g, kg, ml, cl, l…'),
              expirationDate: str('Date limite AAAA-MM-JJ, si connue'),
            },
            required: ['name'],
          },
        },
      },
      required: ['items'],
    },
  },
  {
    name: 'remove_from_fridge',
    kind: 'fridge.remove',
    description: "Propose de retirer un article du frigo du foyer, désigné par son nom (ou son identifiant s'il est connu).",
    parameters: {
      type: 'object',
      properties: {
        name: str("Nom de l'article"),
        itemId: str("Identifiant de l'article"),
        reason: { type: 'string', enum: [...FRIDGE_EXIT_REASONS], description: 'Pourquoi il sort, si on le sait : used (cuisiné), eaten (mangé tel quel), thrown (jeté)' },
      },
    },
  },
  {
    name: 'save_recipe',
    kind: 'recipe.save',
    description: 'Propose de garder une recette dans le livre de recettes du foyer (« Mes recettes »).',
    parameters: { type: 'object', properties: recipeFields, required: ['title', 'ingredients', 'steps'] },
  },
  {
    name: 'add_favorite',
    kind: 'recipe.favorite',
    description: "Propose de mettre une recette en favori : une recette du livre (recipeId) ou celle que tu viens de donner (ses champs).",
    parameters: { type: 'object', properties: { recipeId: str("Identifiant d'une recette du livre"), ...recipeFields } },
  },
  {
    name: 'add_to_pantry',
    kind: 'pantry.add',
    description: "Propose d'ajouter des basiques que le foyer a toujours (sucre, farine, beurre…) à son placard (« Mon placard »), que les recettes du frigo peuvent utiliser.",
    parameters: {
      type: 'object',
      properties: { basics: lines('Les basiques à ajouter, ex. « sucre », « farine »') },
      required: ['basics'],
    },
  },
];

export const chatToolByName = (name: string): ChatToolDefinition | undefined => CHAT_TOOLS.find((t) => t.name === name);

/** A tool call's arguments as the model sent them: JSON text becomes an object; anything else stays as is. */
export function parseToolArguments(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
