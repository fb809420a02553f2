import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// House rule: a feature imports only shared/, the contracts, packages and its own folder. Another
// feature is reached through its public entry (features/<name>/index.ts) and never by a deep import;
// app/ wires the features together, so no feature imports from it. The kit in shared/ sits below
// every feature: it imports neither a feature nor app/ (shared/testing, which renders the app for
// tests, may use a feature's public entry). app/ reaches a feature through its public entry or a
// page file (each route's page is its own lazily loaded chunk).
const SRC = __dirname;
const FEATURES = join(SRC, 'features');
const SHARED = join(SRC, 'shared');
const APP = join(SRC, 'app');

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

const isPublicEntry = (target: string[]) => target.length === 2 || (target.length === 3 && /^index(\.tsx?)?$/.test(target[2]!));

/** Why `specifier`, imported by `file`, breaks the rule; null when it is allowed. */
function boundaryBreach(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const [layer, place] = relative(SRC, file).split(sep);
  const target = relative(SRC, resolve(dirname(file), specifier)).split(sep);
  if (layer === 'shared') {
    if (target[0] === 'app') return 'shared/ does not import app/';
    if (target[0] !== 'features') return null;
    if (place === 'testing' && isPublicEntry(target)) return null;
    return 'shared/ does not import a feature (move the part into shared/, or compose it in app/)';
  }
  if (layer === 'app') {
    if (target[0] !== 'features' || isPublicEntry(target) || target[2] === 'pages') return null;
    return `app/ reaches features/${target[1]} through its index.ts or a page file`;
  }
  if (target[0] === 'app') return 'features do not import app/';
  if (target[0] !== 'features' || target[1] === place) return null;
  return isPublicEntry(target) ? null : `deep import into features/${target[1]} (use its index.ts, or move the part to shared/)`;
}

function breaches(): string[] {
  return [FEATURES, SHARED, APP].flatMap(sourceFiles).flatMap((file) =>
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

  it('keeps shared/ below the features and app/ on their public entries and pages', () => {
    const kit = join(SHARED, 'ui', 'Modal.tsx');
    expect(boundaryBreach(kit, '../../features/shopping')).toMatch(/shared\/ does not import a feature/);
    expect(boundaryBreach(kit, '../../app/PageLoading')).toMatch(/shared\/ does not import app\//);
    expect(boundaryBreach(kit, '../notice/NoticeBar')).toBeNull();
    const harness = join(SHARED, 'testing', 'render-dashboard.tsx');
    expect(boundaryBreach(harness, '../../features/dashboard')).toBeNull();
    expect(boundaryBreach(harness, '../../features/dashboard/components/UserMenu')).toMatch(/shared\/ does not import a feature/);
    const routes = join(APP, 'AppRoutes.tsx');
    expect(boundaryBreach(routes, '../features/auth/pages/AuthPage')).toBeNull();
    expect(boundaryBreach(routes, '../features/public-site')).toBeNull();
    expect(boundaryBreach(routes, '../features/public-site/components/PublicLayout')).toMatch(/through its index\.ts or a page file/);
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

  it('holds for every file under features/, shared/ and app/', () => {
    expect(breaches()).toEqual([]);
  });
});
