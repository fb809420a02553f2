// The chef's answers are plain text with a little Markdown habit: line breaks, '- ' lists,
// '1. ' steps, '**bold**' and '# titles'. This reads just that into blocks React renders as
// elements, so no HTML from a model (or a user) is ever injected.

export interface InlinePart {
  text: string;
  bold: boolean;
}
export type InlineLine = InlinePart[];

export type ChatBlock =
  | { kind: 'paragraph'; lines: InlineLine[] }
  | { kind: 'bullets'; items: InlineLine[] }
  | { kind: 'steps'; start: number; items: InlineLine[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const STEP = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const TITLE = /^\s*#{1,6}\s+(.*)$/;

/** '**Astuce** : saler' → [{Astuce, bold}, {' : saler'}]. An unclosed '**' (mid-stream) stays as typed. */
export function parseInline(text: string): InlineLine {
  const parts: InlineLine = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), bold: false });
    parts.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

export function parseChatText(text: string): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  let open: ChatBlock | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (raw.trim() === '') {
      close();
      continue;
    }
    const bullet = BULLET.exec(raw);
    const step = bullet ? null : STEP.exec(raw);
    if (bullet) {
      if (open?.kind !== 'bullets') {
        close();
        open = { kind: 'bullets', items: [] };
      }
      open.items.push(parseInline(bullet[1]!));
    } else if (step) {
      if (open?.kind !== 'steps') {
        close();
        open = { kind: 'steps', start: Number(step[1]), items: [] };
      }
      open.items.push(parseInline(step[2]!));
    } else {
      const title = TITLE.exec(raw);
      const line = title ? [{ text: title[1]!, bold: true }] : parseInline(raw.trim());
      if (open?.kind !== 'paragraph') {
        close();
        open = { kind: 'paragraph', lines: [] };
      }
      open.lines.push(line);
    }
  }
  close();
  return blocks;
}
