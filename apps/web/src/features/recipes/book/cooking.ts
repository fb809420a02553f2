import { normalizeText } from '../../../shared/text/normalize-text';
import type { ParsedIngredientDto } from '#contracts';

const UNIT_SECONDS: Record<string, number> = { h: 3600, heure: 3600, heures: 3600, min: 60, mn: 60, minute: 60, minutes: 60, s: 1, sec: 1, seconde: 1, secondes: 1 };

/** The durations a step mentions: "20 minutes", "1 h 30", "1 heure", "10 à 15 min" (the longer). */
export function stepTimers(step: string): { label: string; seconds: number }[] {
  const found: { label: string; seconds: number }[] = [];
  const re = /(\d+)(?:\s*(?:à|-|–)\s*(\d+))?\s*(heures?|h|minutes?|min|mn|secondes?|sec|s)\b(?:\s*(\d{1,2})(?!\s*(?:°|%)))?/giu;
  for (const m of step.matchAll(re)) {
    const unit = m[3].toLowerCase();
    const amount = Number(m[2] ?? m[1]);
    let seconds = amount * (UNIT_SECONDS[unit] ?? 60);
    if (m[4] && UNIT_SECONDS[unit] === 3600) seconds += Number(m[4]) * 60;
    if (seconds > 0 && seconds <= 24 * 3600) found.push({ label: m[0].trim(), seconds });
  }
  return found;
}


/** The recipe's lines a step names (by the ingredient's first word, accents aside: "les pommes de terre" → "1 kg de pommes de terre"). */
export function stepIngredients(step: string, lines: readonly string[], parsed: readonly ParsedIngredientDto[]): string[] {
  const text = normalizeText(step);
  return lines.filter((_, i) => {
    const head = normalizeText(parsed[i]?.name ?? '').split(/\s+/)[0]?.replace(/s$/, '');
    return head && head.length > 2 && text.includes(head);
  });
}

export const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
