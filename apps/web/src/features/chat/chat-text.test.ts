import { parseChatText, parseInline } from './chat-text';

describe('parseChatText', () => {
  it('keeps single line breaks inside a paragraph and splits paragraphs on blank lines', () => {
    expect(parseChatText('Bonjour !\nVoici une idée.\n\nBon appétit')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Bonjour !', bold: false }], [{ text: 'Voici une idée.', bold: false }]] },
      { kind: 'paragraph', lines: [[{ text: 'Bon appétit', bold: false }]] },
    ]);
  });

  it("reads '- ' lines as a list and '1. ' lines as numbered steps", () => {
    const blocks = parseChatText('Il vous faut :\n- 200 g de riz\n- 2 courgettes\n1. Cuire le riz\n2. Poêler les courgettes');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'bullets', 'steps']);
    expect(blocks[1]).toEqual({ kind: 'bullets', items: [[{ text: '200 g de riz', bold: false }], [{ text: '2 courgettes', bold: false }]] });
    expect(blocks[2]).toMatchObject({ kind: 'steps', start: 1, items: [[{ text: 'Cuire le riz' }], [{ text: 'Poêler les courgettes' }]] });
  });

  it("reads '**bold**' and '# titles' as bold text, and leaves an unclosed '**' as typed", () => {
    expect(parseInline('**Astuce** : salez en fin de cuisson')).toEqual([
      { text: 'Astuce', bold: true },
      { text: ' : salez en fin de cuisson', bold: false },
    ]);
    expect(parseChatText('## Conservation')).toEqual([{ kind: 'paragraph', lines: [[{ text: 'Conservation', bold: true }]] }]);
    expect(parseInline('**en cours')).toEqual([{ text: '**en cours', bold: false }]);
  });

  it('does not treat a dash inside a sentence or a year as a list', () => {
    expect(parseChatText('Cuire 5-6 minutes.\n2025 est une bonne année')).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Cuire 5-6 minutes.', bold: false }], [{ text: '2025 est une bonne année', bold: false }]] },
    ]);
  });
});
