// The prompt and answer shape for reading a pasted recipe with a model (the book's "Coller une
// recette"). The answer is checked by readStructuredRecipe before anything uses it.

export const RECIPE_TEXT_SYSTEM_PROMPT = [
  'Tu reçois le texte d’une recette collé par un utilisateur (site, message, carnet recopié).',
  'Structure-le sans rien inventer : le titre, le nombre de personnes, les temps de préparation et de cuisson en minutes,',
  'chaque ingrédient sur une ligne telle qu’écrite (quantité, unité et nom, ex. « 250 g de farine »),',
  'chaque étape comme une phrase, dans l’ordre, sans numéro.',
  'Écris en français. Ce qui n’est pas dans le texte vaut null. Réponds uniquement avec le JSON demandé.',
].join(' ');

/** JSON schema of the answer (strict: every key present, nothing else). */
export const RECIPE_TEXT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'servings', 'preparationTime', 'cookingTime', 'ingredients', 'steps'],
  properties: {
    title: { type: 'string', description: 'Le titre de la recette' },
    servings: { type: ['integer', 'null'], description: 'Nombre de personnes' },
    preparationTime: { type: ['integer', 'null'], description: 'Préparation, en minutes' },
    cookingTime: { type: ['integer', 'null'], description: 'Cuisson, en minutes' },
    ingredients: { type: 'array', items: { type: 'string' }, description: 'Une ligne par ingrédient, telle qu’écrite' },
    steps: { type: 'array', items: { type: 'string' }, description: 'Une phrase par étape, sans numéro' },
  },
} as const;

export const RECIPE_TEXT_SCHEMA_NAME = 'recette';

/** Long pastes are cut: a recipe fits in far less, and the model is paid by the word. */
export const buildRecipeTextUserPrompt = (text: string) => `Texte de la recette :\n"""\n${text.slice(0, 20_000)}\n"""`;
