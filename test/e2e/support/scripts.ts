import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = join(__dirname, '..', '..', '..');

// Jest compiles this harness to CommonJS, turning import() into require(), which cannot load the
// ES modules in scripts/lib on Node 20. Code inside a Function body is left alone by the compiler,
// so this import() is Node's own. (Global setup and teardown run in Jest's main process, not in a VM.)
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/** Loads one of the ES modules shared with npm start / npm test (scripts/lib/*.mjs). */
export function importScript<T>(relativePath: string): Promise<T> {
  return nativeImport(pathToFileURL(join(ROOT, relativePath)).href) as Promise<T>;
}
