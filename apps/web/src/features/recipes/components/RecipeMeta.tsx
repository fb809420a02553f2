import type { ReactNode } from 'react';
import { minutesLabel, servingsLabel } from '#contracts';
import { difficultyLabel } from '../recipe-format';
import { AppIcon, type AppIconName } from '../../../shared/ui/AppIcon';

/** What the line shows, each fact possibly unknown. */
export interface RecipeFacts {
  preparationTime: number | null;
  servings: number | null;
  difficulty: string | null;
}

/**
 * '30 min · 4 personnes · Facile', each with a spoken prefix the eye does not need; a fact the
 * recipe does not know (a favourite kept without its time) is left out.
 */
export function RecipeMeta({ recipe }: { recipe: RecipeFacts }) {
  const facts: [AppIconName, string, ReactNode][] = [];
  if (recipe.preparationTime) facts.push(['clock', 'Temps de préparation : ', minutesLabel(recipe.preparationTime)]);
  if (recipe.servings) facts.push(['users', 'Pour ', servingsLabel(recipe.servings)]);
  if (recipe.difficulty) facts.push(['gauge', 'Difficulté : ', difficultyLabel(recipe.difficulty)]);
  if (facts.length === 0) return null;
  return (
    <ul className="rk-meta">
      {facts.map(([icon, spoken, value]) => (
        <li key={icon}>
          <AppIcon name={icon} size={18} />
          <span className="visually-hidden">{spoken}</span>
          <span>{value}</span>
        </li>
      ))}
    </ul>
  );
}
