import { act, fireEvent, render, screen } from '@testing-library/react';
import { NoticeBar } from './NoticeBar';
import { useNotice, type Notice } from './use-notice';

/** A page that shows `notice` on a button, with a long list to scroll under the message. */
function Page({ notice }: { notice: Notice }) {
  const { notice: shown, show, dismiss } = useNotice();
  return (
    <main>
      <button type="button" onClick={() => show(notice)}>
        Ranger
      </button>
      <ul aria-label="Liste">
        <li>Beurre</li>
      </ul>
      <NoticeBar notice={shown} onDismiss={dismiss} />
    </main>
  );
}

const STORED: Notice = { tone: 'success', text: '« Farine » rangé dans le frigo (Épicerie)', action: { label: 'Annuler', onClick: () => undefined } };

/** A finger drag of `dy` pixels starting on `target`. */
function drag(target: Element, dy: number): void {
  fireEvent.touchStart(target, { touches: [{ clientX: 100, clientY: 400 }] });
  fireEvent.touchMove(target, { touches: [{ clientX: 100, clientY: 400 - dy }] });
  fireEvent.touchEnd(target, { touches: [] });
}

function showNotice(notice: Notice): void {
  render(<Page notice={notice} />);
  act(() => screen.getByRole('button', { name: 'Ranger' }).click());
}

describe('NoticeBar on a phone', () => {
  it('lets a confirmation go as soon as the person scrolls the list it covers', () => {
    showNotice(STORED);
    expect(screen.getByRole('status')).toHaveTextContent('« Farine » rangé dans le frigo');
    drag(screen.getByText('Beurre'), 60);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lets it go on a mouse wheel too', () => {
    showNotice(STORED);
    fireEvent.wheel(screen.getByText('Beurre'), { deltaY: 40 });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps it through a tap that trembles, and through gestures on the message itself', () => {
    showNotice(STORED);
    drag(screen.getByText('Beurre'), 5);
    drag(screen.getByRole('button', { name: 'Annuler' }), 60);
    fireEvent.wheel(screen.getByText('« Farine » rangé dans le frigo (Épicerie)'), { deltaY: 40 });
    expect(screen.getByRole('status')).toHaveTextContent('« Farine » rangé dans le frigo');
  });

  it('keeps a failure on screen until it is closed: it must be read', () => {
    showNotice({ tone: 'error', text: "Impossible de ranger l'article" });
    drag(screen.getByText('Beurre'), 60);
    expect(screen.getByRole('alert')).toHaveTextContent("Impossible de ranger l'article");
  });
});
