import ts from 'typescript';
import { AFTER_GUILLEMET, BEFORE_MARK, NBSP } from '#contracts';

export { NBSP };

// The French spacing rule (#contracts' french-spacing.ts) applied to source files: this finds the
// ordinary spaces in the text a file shows (its string literals, template literal text and JSX
// text, never its code). The web guard test (src/french-spacing.test.ts) fails on them, in the web
// app and in #contracts whose messages it shows; a one-off codemod replaced them with this same rule.
// The same walk finds « ... » typed as three full stops, where the app writes « … » (U+2026).

/** An ordinary space (or a run of spaces that JSX collapses) that should be non-breaking. */
export interface SpacingFault {
  /** Offsets in the file's text of the whitespace run to replace with one U+00A0. */
  start: number;
  end: number;
  line: number;
  /** Where the literal holding it starts, to count literals. */
  literal: number;
  /** The source line holding the fault, for the message. */
  excerpt: string;
}


const SKIPPED_ATTRIBUTES = new Set(['className', 'style', 'href', 'src', 'to', 'd', 'viewBox', 'data-testid', 'id', 'type', 'name']);

function isSkipped(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isJsxAttribute(parent) && SKIPPED_ATTRIBUTES.has(parent.name.getText())) return true;
  // A regular expression built from a string.
  if ((ts.isNewExpression(parent) || ts.isCallExpression(parent)) && parent.expression.getText() === 'RegExp') return true;
  // A tagged template is code for its tag (CSS, SQL…), not text.
  if (ts.isTaggedTemplateExpression(parent) || (ts.isTemplateExpression(parent) && ts.isTaggedTemplateExpression(parent.parent))) return true;
  if (ts.isTemplateSpan(parent) && ts.isTaggedTemplateExpression(parent.parent.parent)) return true;
  return false;
}

/** The [start, end) offsets of the text a literal shows, in the file's text. */
function textRange(node: ts.Node, source: ts.SourceFile): [number, number] | null {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateTail:
    case ts.SyntaxKind.TemplateMiddle:
      return [node.getStart(source) + 1, node.end - (node.kind === ts.SyntaxKind.TemplateMiddle ? 2 : 1)];
    case ts.SyntaxKind.TemplateHead:
      return [node.getStart(source) + 1, node.end - 2];
    case ts.SyntaxKind.JsxText:
      return [node.pos, node.end];
    default:
      return null;
  }
}

/** Each piece of text `text` (a .ts or .tsx file's content) shows, as [start, end) offsets, with the node holding it. */
function shownTexts(fileName: string, text: string): { source: ts.SourceFile; pieces: { node: ts.Node; from: number; to: number }[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const pieces: { node: ts.Node; from: number; to: number }[] = [];
  const visit = (node: ts.Node): void => {
    const range = textRange(node, source);
    if (range && !isSkipped(node)) pieces.push({ node, from: range[0], to: range[1] });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { source, pieces };
}

function fault(source: ts.SourceFile, lines: string[], start: number, end: number, literal: number): SpacingFault {
  const line = source.getLineAndCharacterOfPosition(start).line;
  return { start, end, line: line + 1, literal, excerpt: lines[line]!.trim().slice(0, 100) };
}

/** Every ordinary space in `text` (a .ts or .tsx file's content) that French wants non-breaking. */
export function frenchSpacingFaults(fileName: string, text: string): SpacingFault[] {
  const { source, pieces } = shownTexts(fileName, text);
  const lines = text.split('\n');
  const faults: SpacingFault[] = [];
  for (const { node, from, to } of pieces) {
    const shown = text.slice(from, to);
    for (const pattern of [BEFORE_MARK, AFTER_GUILLEMET]) {
      for (const match of shown.matchAll(pattern)) {
        // In a string or a template, a run with a line break is layout the author chose; in JSX
        // text a run with a line break is collapsed to nothing or one ordinary space either way.
        if (node.kind !== ts.SyntaxKind.JsxText && /\n/.test(match[0])) continue;
        const start = from + match.index!;
        faults.push(fault(source, lines, start, start + match[0].length, from));
      }
    }
  }
  return faults.sort((a, b) => a.start - b.start);
}

/** Every « ... » written with three full stops in the text a file shows: French (and the app) writes the one character « … » (U+2026). */
export function threeDotFaults(fileName: string, text: string): SpacingFault[] {
  const { source, pieces } = shownTexts(fileName, text);
  const lines = text.split('\n');
  return pieces.flatMap(({ from, to }) =>
    [...text.slice(from, to).matchAll(/\.{3}/g)].map((match) => fault(source, lines, from + match.index!, from + match.index! + 3, from)),
  );
}

/** `text` with every fault's whitespace replaced by one U+00A0. */
export function withFrenchSpacing(text: string, faults: SpacingFault[]): string {
  let result = '';
  let at = 0;
  for (const fault of faults) {
    if (fault.start < at) continue;
    result += text.slice(at, fault.start) + NBSP;
    at = fault.end;
  }
  return result + text.slice(at);
}

/** Whether a path under the web app's src/ or libs/contracts/src/ is scanned: sources, not tests nor test helpers. */
export function isScannedSource(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  return /\.tsx?$/.test(relativePath) && !/\.(test|spec)\.tsx?$/.test(relativePath) && !parts.includes('testing') && !parts.includes('__tests__');
}
