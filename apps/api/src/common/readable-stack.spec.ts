import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import ts from 'typescript';
import { readableStack } from './readable-stack';

// A build as ours leaves it: the JavaScript in dist/, its source map beside it naming the
// TypeScript it came from. The type-only lines make the two files' line numbers differ.
const SOURCE = `interface Reason {
  text: string;
}

function explode(reason: Reason): never {
  const why: string = reason.text;
  throw new Error(why);
}
explode({ text: 'boum' });
`;

function built(): string {
  const root = mkdtempSync(join(tmpdir(), 'mijote-stack-'));
  mkdirSync(join(root, 'dist', 'apps'), { recursive: true });
  const out = ts.transpileModule(SOURCE, { fileName: 'explode.ts', compilerOptions: { target: ts.ScriptTarget.ES2022, sourceMap: true } });
  const map = JSON.parse(out.sourceMapText!) as { sources: string[] };
  map.sources = ['../../src/explode.ts'];
  const file = join(root, 'dist', 'apps', 'explode.js');
  // No sourceMappingURL comment: only our own mapping may read the map.
  writeFileSync(file, out.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''));
  writeFileSync(`${file}.map`, JSON.stringify(map));
  return file;
}

function stackOf(file: string): string {
  const code = ts.sys.readFile(file)!;
  try {
    new Script(code, { filename: file }).runInNewContext({});
  } catch (err) {
    return (err as Error).stack!;
  }
  throw new Error('did not throw');
}

describe('readableStack', () => {
  it("points each frame of a built file at the TypeScript line it came from, named from the project's root", () => {
    const file = built();
    const stack = stackOf(file);
    expect(stack).toContain(`${file}:`);
    const readable = readableStack(stack);
    // `throw new Error(why)` is line 7 of the TypeScript, `explode({ text: 'boum' })` line 9.
    expect(readable).toMatch(/at explode \(src\/explode\.ts:7:\d+\)/);
    expect(readable).toMatch(/src\/explode\.ts:9:\d+/);
    const frames = readable.split('\n').filter((line) => /^\s+at /.test(line));
    expect(frames.filter((line) => line.includes('explode.js'))).toEqual([]);
    expect(readable).toContain('Error: boum');
  });

  it('leaves frames without a map beside their file as they are', () => {
    const stack = 'Error: boum\n    at run (/nowhere/lib/thing.js:10:5)\n    at node:internal/main:1:1';
    expect(readableStack(stack)).toBe(stack);
  });
});
