import { useState, type ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';

/** A page with a button that opens the modal from state, as the dashboard pages do. */
function Page({ pending = false, withField = false }: { pending?: boolean; withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Mon Frigo</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Ajouter un article"
        description="Qu'avez-vous rangé dans le frigo ?"
        pending={pending}
        initialFocus={withField ? (dialog) => dialog.querySelector('input') : undefined}
      >
        <label htmlFor="modal-test-name">Nom</label>
        <input id="modal-test-name" />
      </Modal>
    </main>
  );
}

async function openModal(ui: ReactElement) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Ajouter un article' }) };
}

describe('Modal', () => {
  it('is named by its title, described by its description, and starts on the close button', async () => {
    const { dialog } = await openModal(<Page />);
    expect(dialog).toHaveAccessibleDescription("Qu'avez-vous rangé dans le frigo ?");
    expect(screen.getByRole('heading', { name: 'Ajouter un article' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('has no description when given none', async () => {
    render(
      <Modal open onOpenChange={() => {}} title="Générer une recette">
        <p>Contenu</p>
      </Modal>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Générer une recette' })).not.toHaveAttribute('aria-describedby');
  });

  it('starts on the field it is given', async () => {
    await openModal(<Page withField />);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
  });

  it("closes with 'Fermer' and gives the focus back to the opener", async () => {
    const { user } = await openModal(<Page />);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus());
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const { user } = await openModal(<Page withField />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus());
  });

  it('falls back on the page title when the opener has gone', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1 tabIndex={-1}>Planning des repas</h1>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Ouvrir
            </button>
          )}
          <Modal open={open} onOpenChange={setOpen} title="Ajouter un repas">
            <p>Contenu</p>
          </Modal>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Planning des repas' })).toHaveFocus());
  });

  it('while pending, disables the close button and ignores Escape', async () => {
    const { user, dialog } = await openModal(<Page pending withField />);
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toBeDisabled();
    await user.click(close);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ajouter un article' })).toBe(dialog);
  });
});
