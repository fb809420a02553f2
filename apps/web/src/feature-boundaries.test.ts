import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// House rule: a feature imports only shared/, the contracts, packages and its own folder. Another
// feature is reached through its public entry (features/<name>/index.ts) and never by a deep import;
// app/ wires the features together, so no feature imports from it.
const SRC = __dirname;
const FEATURES = join(SRC, 'features');

// `from '…'` (imports and re-exports), `import '…'`, `import('…')`, and the module paths tests give
// jest.mock, jest.requireActual and require.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\b(?:jest\.mock|jest\.requireActual|require)\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Why `specifier`, imported by `file`, breaks the rule; null when it is allowed. */
function boundaryBreach(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const [, feature] = relative(SRC, file).split(sep);
  const target = relative(SRC, resolve(dirname(file), specifier)).split(sep);
  if (target[0] === 'app') return 'features do not import app/';
  if (target[0] !== 'features' || target[1] === feature) return null;
  const publicEntry = target.length === 2 || (target.length === 3 && /^index(\.tsx?)?$/.test(target[2]!));
  return publicEntry ? null : `deep import into features/${target[1]} (use its index.ts, or move the part to shared/)`;
}

function breaches(): string[] {
  return sourceFiles(FEATURES).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const why = boundaryBreach(file, specifier!);
      return why ? [`${relative(SRC, file)} → ${specifier}: ${why}`] : [];
    }),
  );
}

describe('feature boundaries', () => {
  it('flags deep imports into another feature and imports from app/', () => {
    const file = join(FEATURES, 'planning', 'pages', 'PlanningPage.tsx');
    expect(boundaryBreach(file, '../../shopping/components/NoticeBar')).toMatch(/deep import into features\/shopping/);
    expect(boundaryBreach(file, '../../../app/session/session-context')).toMatch(/app\//);
    expect(boundaryBreach(file, '../../recipes')).toBeNull();
    expect(boundaryBreach(file, '../../recipes/index')).toBeNull();
    expect(boundaryBreach(file, '../components/MealCard')).toBeNull();
    expect(boundaryBreach(file, '../../../shared/ui/Icon')).toBeNull();
    expect(boundaryBreach(file, '#contracts')).toBeNull();
  });

  it('reads every kind of module path', () => {
    const source = [
      "import { a } from '../a';",
      "import type { B } from '../b';",
      "export { c } from '../c';",
      "import '../d.css';",
      "const E = lazy(() => import('../e'));",
      "jest.mock('../f', () => ({}));",
      "jest.requireActual('../g');",
    ].join('\n');
    expect([...source.matchAll(SPECIFIER)].map(([, specifier]) => specifier)).toEqual(['../a', '../b', '../c', '../d.css', '../e', '../f', '../g']);
  });

  it('holds for every file under features/', () => {
    expect(breaches()).toEqual([]);
  });
});
