import { render } from '@testing-library/react';
import { ChatText } from './ChatText';

const NBSP = '\u00a0';

it("shows the chef's answer the French way: a non-breaking space before « : ; ! ? » and inside « », where it came with ordinary ones", () => {
  const { container } = render(<ChatText text={'**Astuce** : salez en fin de cuisson ; goûtez !\n- Une « pincée » suffit ?'} />);
  expect(container.querySelector('p')!.textContent).toBe(`Astuce${NBSP}: salez en fin de cuisson${NBSP}; goûtez${NBSP}!`);
  expect(container.querySelector('li')!.textContent).toBe(`Une «${NBSP}pincée${NBSP}» suffit${NBSP}?`);
});

it('leaves times, addresses and text already set alone', () => {
  const { container } = render(<ChatText text={`À 12:30, voir https://mijote.app/aide?page=2 : c'est prêt${NBSP}!`} />);
  expect(container.textContent).toBe(`À 12:30, voir https://mijote.app/aide?page=2${NBSP}: c'est prêt${NBSP}!`);
});
