import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RECIPE_TIME_MAX_MINUTES } from './forms/recipe-forms';
import { countOf, minutesFromLabel, minutesLabel, servingsLabel } from './plural';
import { OFFLINE_MESSAGES } from './offline';

describe('French plurals', () => {
  it('puts the singular on 0 and 1 and the plural from 2 on', () => {
    expect([0, 1, 2, 10].map((n) => countOf(n, 'article', 'articles'))).toEqual([
      '0\u00a0article',
      '1\u00a0article',
      '2\u00a0articles',
      '10\u00a0articles',
    ]);
  });

  it('reads a decimal below 2 as singular and a million as plural', () => {
    expect(countOf(1.5, 'portion', 'portions')).toBe('1,5\u00a0portion');
    expect(countOf(2.5, 'portion', 'portions')).toBe('2,5\u00a0portions');
    expect(countOf(1_000_000, 'article', 'articles')).toBe('1\u202f000\u202f000\u00a0articles');
  });

  it('is what the contracts use for their counted messages', () => {
    expect([0, 1, 2].map(OFFLINE_MESSAGES.pending)).toEqual([
      '0\u00a0modification en attente',
      '1\u00a0modification en attente',
      '2\u00a0modifications en attente',
    ]);
  });

  it('says how many a recipe or a meal is for, the same way on every page and in the chat', () => {
    expect([0, 1, 2, 1.5].map(servingsLabel)).toEqual(['0\u00a0personne', '1\u00a0personne', '2\u00a0personnes', '1,5\u00a0personne']);
  });

  it('writes a duration as a recipe does, its number tied to its unit by a non-breaking space', () => {
    expect([5, 30, 59, 60, 65, 105, 120, 150].map(minutesLabel)).toEqual(
      ['5 min', '30 min', '59 min', '1 h', '1 h 05', '1 h 45', '2 h', '2 h 30'].map((label) => label.replaceAll(' ', '\u00a0')),
    );
  });

  it('gives every duration a recipe may take a label that reads back to it, with no ordinary space', () => {
    for (let minutes = 1; minutes <= RECIPE_TIME_MAX_MINUTES; minutes += 1) {
      const label = minutesLabel(minutes);
      expect(label).not.toContain(' ');
      expect(label).toMatch(/^(?:\d+\u00a0h(?:\u00a0\d{2})?|\d+\u00a0min)$/);
      expect(minutesFromLabel(label)).toBe(minutes);
    }
  });

  it('reads back a duration written with an ordinary space too, as older chat replies have it, and nothing else', () => {
    expect(['45 min', '1 h 05', '2 h', '90min'].map(minutesFromLabel)).toEqual([45, 65, 120, 90]);
    expect(['', 'facile', '45 minutes', 'h'].map(minutesFromLabel)).toEqual([null, null, null, null]);
  });
});

describe('one way to write a duration and a head count', () => {
  const ROOT = join(__dirname, '../../..');
  const TREES = ['libs', 'apps/api/src', 'apps/worker/src', 'apps/web/src'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  // A number written into a text beside « min » or « personne(s) » by hand: minutesLabel, servingsLabel and countOf say it.
  const HAND_WRITTEN = /\$\{[^{}]*\}[ \u00a0]?min\b|personne\$\{|\$\{[^{}]*\}[ \u00a0]personnes?\b/;

  it('leaves « 45 min » and « 4 personnes » to minutesLabel and servingsLabel, everywhere a user reads them', () => {
    const found = TREES.flatMap((tree) => sources(join(ROOT, tree)))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ where: `${relative(ROOT, file)}:${i + 1}`, line })))
      .filter(({ line }) => HAND_WRITTEN.test(line))
      .map(({ where, line }) => `${where}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
