import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { frenchSpacingFaults, isScannedSource, NBSP, threeDotFaults, withFrenchSpacing } from './shared/testing/french-spacing';

// House rule: the text the app shows puts a non-breaking space before « : ; ! ? » and after «, so
// a phone never starts a line with the mark (« …sous la main » / « : Mijote… »). The rule, shared
// with the one-off codemod that fixed the existing strings, is in shared/testing/french-spacing.ts.
// The app shows its own strings and those of #contracts (the API's messages, notices and labels);
// the household reads the mails of libs/domain/mail.
const SRC = __dirname;
const ROOT = join(SRC, '../../..');
const SHOWN_TREES = [SRC, join(ROOT, 'libs/contracts/src'), join(ROOT, 'libs/domain/mail')];

function sourceFiles(tree: string, dir = tree): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(tree, path);
    return isScannedSource(relative(tree, path)) ? [path] : [];
  });
}

const faultsIn = (fileName: string, text: string) => frenchSpacingFaults(fileName, text).map((f) => text.slice(f.start, f.end));
const fixed = (fileName: string, text: string) => withFrenchSpacing(text, frenchSpacingFaults(fileName, text));

describe('French spacing', () => {
  it('flags an ordinary space before a high mark or a guillemet in strings, templates and JSX text', () => {
    expect(fixed('a.ts', "const t = 'Ajoutez ce que vous avez sous la main : Mijote vous dira quoi consommer';")).toBe(
      `const t = 'Ajoutez ce que vous avez sous la main${NBSP}: Mijote vous dira quoi consommer';`,
    );
    expect(fixed('a.ts', 'const t = `Supprimer « ${name} » ? Oui ; non !`;')).toBe(
      `const t = \`Supprimer «${NBSP}\${name}${NBSP}»${NBSP}? Oui${NBSP}; non${NBSP}!\`;`,
    );
    expect(fixed('a.tsx', 'const e = <p title="Quitter ?">Bonjour ! <b>{n}</b> : fini</p>;')).toBe(
      `const e = <p title="Quitter${NBSP}?">Bonjour${NBSP}! <b>{n}</b>${NBSP}: fini</p>;`,
    );
    // JSX joins the lines of a text with one ordinary space, or drops the break beside an element.
    expect(fixed('a.tsx', 'const e = (\n  <p>\n    Pourquoi choisir Mijote\n    ?\n  </p>\n);')).toBe(
      `const e = (\n  <p>\n    Pourquoi choisir Mijote${NBSP}?\n  </p>\n);`,
    );
  });

  it('leaves code, CSS, addresses, times and text already spaced the French way alone', () => {
    const code = [
      "import { x } from './a';",
      "const a = ok ? 'oui' : 'non';",
      'const b = x !== y ? `${x}` : `${y}`;',
      "const c = '/recettes?page=2';",
      "const d = 'color: red !important';",
      "const e = '(min-width: 1024px)';",
      "const f = 'Le mardi 1er décembre à 12:30';",
      "const g = /a ?b/;",
      "const h = new RegExp(' ?:');",
      `const i = 'Déjà un compte${NBSP}? «${NBSP}Oui${NBSP}»';`,
    ].join('\n');
    expect(faultsIn('a.ts', code)).toEqual([]);
    expect(faultsIn('a.tsx', `const e = <div className="a :hover" style={{ a: b ? 1 : 2 }}>{ok ? 'a' : 'b'}</div>;`)).toEqual([]);
  });

  it('finds no ordinary space before « : ; ! ? » or after « in the text the web app shows, its own or from #contracts', () => {
    const files = SHOWN_TREES.flatMap((tree) => sourceFiles(tree));
    expect(files).toContain(join(ROOT, 'libs/contracts/src/messages.ts'));
    const faults = files.flatMap((file) =>
      frenchSpacingFaults(file, readFileSync(file, 'utf8')).map((f) => `${relative(ROOT, file)}:${f.line} ${f.excerpt}`),
    );
    expect(faults).toEqual([]);
  });

  it('flags « ... » typed as three full stops in the text shown, never a spread nor a comment', () => {
    const dots = (fileName: string, text: string) => threeDotFaults(fileName, text).map((f) => /\S+$/.exec(text.slice(0, f.end))![0]);
    expect(dots('a.tsx', "const e = <button title=\"Envoi...\">{busy ? 'Chargement...' : 'Payer'} Activation...</button>;")).toEqual([
      'title="Envoi...',
      "'Chargement...",
      'Activation...',
    ]);
    expect(dots('a.ts', 'const t = `${n} recettes...`;')).toEqual(['recettes...']);
    expect(dots('a.tsx', '// Chargement...\nconst a = [...b, ...c];\nconst e = <A {...props} />;\nconst f = `${[...a].join()}…`;')).toEqual([]);
  });

  it('finds no « ... » in the text the web app shows, its own or from #contracts: it writes « … »', () => {
    const files = SHOWN_TREES.flatMap((tree) => sourceFiles(tree));
    const faults = files.flatMap((file) => threeDotFaults(file, readFileSync(file, 'utf8')).map((f) => `${relative(ROOT, file)}:${f.line} ${f.excerpt}`));
    expect(faults).toEqual([]);
  });
});
