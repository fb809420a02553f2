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
export function buildChatSystemPrompt(context: Pick<ChatContext, 'restrictions' | 'avoidedFoods' | 'fridge' | 'servings'>, now: Date = new Date()): string {
  const lines = [PERSONA, '', todayLine(now)];
  const restrictions = restrictionPrompts(context.restrictions);
  lines.push(
    restrictions.length > 0
      ? `Restrictions alimentaires du foyer (à respecter dans toutes tes propositions) : ${restrictions.join(' ; ')}.`
      : 'Le foyer n\'a pas de restriction alimentaire.',
  );
  if (context.avoidedFoods.length > 0) lines.push(`Aliments que le foyer évite : ${context.avoidedFoods.join(', ')}.`);
  if (context.servings) lines.push(`Le foyer cuisine pour ${context.servings} personne${context.servings > 1 ? 's' : ''} : donne les quantités pour ce nombre.`);
  if (context.fridge.length > 0) {
    const items = context.fridge.map((i) => (i.expirationDate ? `${i.name} (expire le ${i.expirationDate})` : i.name));
    lines.push(`Contenu actuel du frigo : ${items.join(', ')}.`);
  } else {
    lines.push('Le frigo du foyer est vide ou n\'est pas renseigné.');
  }
  return lines.join('\n');
}

/** The last messages that go to the model, oldest first; empty turns are dropped. */
export function chatHistory(context: Pick<ChatContext, 'history'>): ChatTurn[] {
  return context.history.filter((turn) => turn.content.trim() !== '').slice(-CHAT_CONTEXT_MESSAGES);
}
