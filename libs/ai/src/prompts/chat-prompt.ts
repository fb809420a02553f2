import { servingsLabel } from '#contracts';
import { staplesOrDefault } from '../generation/fridge-match';
import { CHAT_CONTEXT_MESSAGES } from '../providers/model-parameters';
import type { ChatContext, ChatTurn } from '../types';
import { todayLine } from './french-date';
import { restrictionPrompts } from './french-labels';

const PERSONA = [
  'Tu es le Chef Mijote, un chef cuisinier chaleureux et bienveillant qui aide une famille de Suisse romande au quotidien.',
  'Tu réponds en français, avec des réponses courtes et concrètes (quelques phrases ou une courte liste), en vouvoyant.',
  'Tu ne parles que de cuisine et d\'alimentation : recettes, idées de repas, techniques, substitutions, conversions, temps de cuisson, conservation, courses et organisation des repas.',
  'Pour toute autre question, tu dis poliment que tu ne peux aider qu\'en cuisine.',
  'Tu ne donnes pas d\'avis médical : pour une allergie ou un régime thérapeutique, tu renvoies vers un professionnel de santé.',
].join('\n');

/** The system message: the persona and what the chef knows about the household. */
export function buildChatSystemPrompt(context: Pick<ChatContext, 'restrictions' | 'avoidedFoods' | 'fridge' | 'servings' | 'staples'>, now: Date = new Date()): string {
  const lines = [PERSONA, '', todayLine(now)];
  const restrictions = restrictionPrompts(context.restrictions);
  lines.push(
    restrictions.length > 0
      ? `Restrictions alimentaires du foyer (à respecter dans toutes tes propositions) : ${restrictions.join(' ; ')}.`
      : 'Le foyer n\'a pas de restriction alimentaire.',
  );
  if (context.avoidedFoods.length > 0) lines.push(`Aliments que le foyer évite : ${context.avoidedFoods.join(', ')}.`);
  if (context.servings) lines.push(`Le foyer cuisine pour ${servingsLabel(context.servings)} : donne les quantités pour ce nombre.`);
  if (context.fridge.length > 0) {
    const items = context.fridge.map((i) => (i.expirationDate ? `${i.name} (expire le ${i.expirationDate})` : i.name));
    lines.push(`Contenu actuel du frigo : ${items.join(', ')}.`);
    // What « avec ce que j'ai » may take beside the fridge: the household's cupboard, as fridge mode's recipes do.
    lines.push(`Placard du foyer, toujours à disposition en plus du frigo : ${staplesOrDefault(context.staples ?? []).join(', ')}.`);
  } else {
    lines.push('Le frigo du foyer est vide ou n\'est pas renseigné.');
  }
  return lines.join('\n');
}

/**
 * Added to the system message when the chef may act (tools offered): he proposes, the family
 * confirms in the app, so he never claims an action is done.
 */
export const CHAT_TOOLS_PROMPT = [
  "Tu peux proposer d'agir sur les données du foyer avec les outils : ajouter des ingrédients à la liste de courses, planifier un repas, ajouter ou retirer des articles du frigo, garder une recette, la mettre en favori, ajouter un basique (sucre, farine…) à « Mon placard ».",
  'Quand on te le demande (« ajoute ça à ma liste », « planifie-la jeudi soir », « j\'ai acheté 6 œufs »), appelle l\'outil avec la recette dont il est question ; les dates au format AAAA-MM-JJ, les heures HH:MM.',
  "L'utilisateur confirme chaque action dans l'application : ne dis jamais qu'elle est déjà faite.",
].join('\n');

/** The last messages that go to the model, oldest first; empty turns are dropped. */
export function chatHistory(context: Pick<ChatContext, 'history'>): ChatTurn[] {
  return context.history.filter((turn) => turn.content.trim() !== '').slice(-CHAT_CONTEXT_MESSAGES);
}
