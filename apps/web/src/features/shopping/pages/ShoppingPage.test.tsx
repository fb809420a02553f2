import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { AisleOverride, ShoppingItem } from '#contracts';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { UNDO_DELAY_MS } from '../hooks/use-undoable-delete';
import { renderKitchenPage, shoppingItem } from '../../../shared/testing/render-kitchen-page';
import { emitServerEvent, listenerCount } from '../../../shared/socket/testing/socket-mock';
import ShoppingPage from './ShoppingPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const LIST = 'GET /api/shopping-items';

beforeEach(() => {
  localStorage.clear();
});
const net = useFetchStub({ signedIn: true });

const SUGGESTIONS = 'GET /api/shopping-items/suggestions';

const AISLES_ROUTE = 'GET /api/meal-plans/aisles';

async function openPage(items: ShoppingItem[], suggestions: { usual: string[]; names: string[] } = { usual: [], names: [] }, aisles: AisleOverride[] = []) {
  net.on(LIST, reply(200, items));
  net.on(SUGGESTIONS, reply(200, suggestions));
  net.on(AISLES_ROUTE, reply(200, aisles));
  const view = renderKitchenPage(<Route path="/dashboard/shopping" element={<ShoppingPage />} />, '/dashboard/shopping');
  await screen.findByRole('heading', { level: 1, name: 'Liste de courses' });
  if (items.length) await screen.findByRole('progressbar');
  return view;
}

const crepes = { recipeId: 'r-crepes', recipeTitle: 'Crêpes' };
const gateau = { recipeId: 'r-gateau', recipeTitle: 'Gâteau' };
const flourForCrepes = () => shoppingItem({ id: 'farine-1', name: 'farine', quantity: '200', unit: 'g', ...crepes });
const flourForCake = () => shoppingItem({ id: 'farine-2', name: 'Farine', quantity: '0,5', unit: 'kg', ...gateau });
const milk = () => shoppingItem({ id: 'lait', name: 'lait', quantity: '0.5', unit: 'l', ...crepes });
const bread = () => shoppingItem({ id: 'pain', name: 'Pain' });

const checkbox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('views', () => {
  it('groups items by recipe, with hand-typed items last under « Autres articles »', async () => {
    await openPage([bread(), flourForCrepes(), flourForCake(), milk()]);

    expect(screen.getByRole('button', { name: 'Par recette' })).toHaveAttribute('aria-pressed', 'true');
    expect(groupHeadings()).toEqual([
      expect.stringContaining('Crêpes'),
      expect.stringContaining('Gâteau'),
      expect.stringContaining('Autres articles'),
    ]);
    const crepesSection = screen.getByRole('region', { name: /Crêpes/ });
    expect(within(crepesSection).getAllByRole('checkbox').map((c) => c.closest('li')!.textContent)).toEqual(['farine200 g', 'lait0,5 l']);
    const cakeSection = screen.getByRole('region', { name: /Gâteau/ });
    expect(within(cakeSection).getByText('0,5 kg')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Autres articles/ })).getByText('Pain')).toBeInTheDocument();
  });

  it('merges the same ingredient in compatible units into one line in the flat view (200 g + 0,5 kg → 700 g)', async () => {
    const user = userEvent.setup();
    await openPage([bread(), flourForCrepes(), flourForCake(), milk()]);

    await user.click(screen.getByRole('button', { name: 'Liste complète' }));

    expect(screen.getByRole('button', { name: 'Liste complète' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Liste complète' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const flourRow = rows.find((row) => /farine/i.test(row.textContent ?? ''))!;
    expect(within(flourRow).getByText('700 g')).toBeInTheDocument();
    expect(within(flourRow).getByText(/2 articles regroupés · Crêpes, Gâteau/)).toBeInTheDocument();
    // The choice is remembered on this device.
    expect(localStorage.getItem('mijote-shopping-view')).toBe('flat');
  });

  it('walks the shop in the flat view: by aisle, the household’s own first, whatever the order items came in', async () => {
    const user = userEvent.setup();
    await openPage([bread(), milk(), shoppingItem({ id: 'tomates', name: 'Tomates', quantity: '4' }), shoppingItem({ id: 'sucre', name: 'Sucre' })], undefined, [
      { ingredient: 'lait', aisle: 'Boissons' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Liste complète' }));
    const rows = () => within(screen.getByRole('list', { name: 'Liste complète' })).getAllByRole('checkbox').map((c) => c.closest('li')!.querySelector('.sh-line-name')!.textContent);
    await waitFor(() => expect(rows()).toEqual(['Tomates', 'Pain', 'Sucre', 'lait']));
    expect(net.callsTo(AISLES_ROUTE)).toHaveLength(1);
  });

  it('checks every item of a merged line in one request', async () => {
    const user = userEvent.setup();
    const a = flourForCrepes();
    const b = flourForCake();
    net.on('POST /api/shopping-items/toggle', reply(200, { items: [{ ...a, checked: true }, { ...b, checked: true }], removedIds: [] }));
    await openPage([a, b, bread()]);
    await user.click(screen.getByRole('button', { name: 'Liste complète' }));

    await user.click(checkbox(/farine/i));

    await waitFor(() => expect(net.callsTo('POST /api/shopping-items/toggle')).toHaveLength(1));
    expect(net.callsTo('POST /api/shopping-items/toggle').map((c) => c.body)).toEqual([{ ids: [a.id, b.id], checked: true }]);
    expect(checkbox(/farine/i)).toBeChecked();
    expect(screen.getByText('2 / 3 articles · 67 %').textContent).toBe('2 / 3\u00a0articles\u00a0· 67\u00a0%');
  });

  it('filters by name, ignoring case, accents and plurals', async () => {
    const user = userEvent.setup();
    await openPage([bread(), shoppingItem({ name: 'Œufs', quantity: '6' }), shoppingItem({ name: 'Tomates cerises' })]);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'oeuf');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox(/Œufs/)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tomate');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('li')!.textContent)).toEqual(['Tomates cerises']);

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Aucun article ne correspond à « tomatezzz ».')).toBeInTheDocument();
  });
});

describe('adding an item', () => {
  it("refuses a blank name inline with \"Veuillez entrer un nom d'article\": no request, the dialog stays, the field has the focus", async () => {
    const user = userEvent.setup();
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const name = within(dialog).getByLabelText('Nom');
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
    expect(within(dialog).getByText("Veuillez entrer un nom d'article")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription("Veuillez entrer un nom d'article");
    expect(name).toHaveFocus();

    // Typing a name takes the message away.
    await user.type(name, 'Lait');
    expect(within(dialog).queryByText("Veuillez entrer un nom d'article")).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("sends quantity '1' and unit 'unité' by default, then shows the new item", async () => {
    const user = userEvent.setup();
    const created = shoppingItem({ id: 'new-lait', name: 'Lait' });
    net.on('POST /api/shopping-items', reply(201, created));
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    expect(within(dialog).getByLabelText('Unité')).toHaveValue('unité');
    expect(within(dialog).getByLabelText('Quantité')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Nom'), '  Lait ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('POST /api/shopping-items').map((c) => c.body)).toEqual([{ name: 'Lait', quantity: '1', unit: 'unité' }]);
    expect(checkbox(/Lait/)).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('« Lait » ajouté à la liste');
  });

  it('sends the typed quantity and chosen unit', async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items', reply(201, shoppingItem({ name: 'Farine', quantity: '500', unit: 'g' })));
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    await user.type(screen.getByLabelText('Nom'), 'Farine');
    await user.type(screen.getByLabelText('Quantité'), '500');
    await user.selectOptions(screen.getByLabelText('Unité'), 'g');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(net.callsTo('POST /api/shopping-items')).toHaveLength(1));
    expect(net.callsTo('POST /api/shopping-items')[0]!.body).toEqual({ name: 'Farine', quantity: '500', unit: 'g' });
  });

  it("says 'Impossible d'ajouter l'article' when the server fails, and keeps what was typed", async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    await user.type(screen.getByLabelText('Nom'), 'Lait');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));

    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    expect(await within(dialog).findByText("Impossible d'ajouter l'article")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('Lait');
  });
});

describe('the one-line add field', () => {
  const field = () => screen.getByRole('combobox', { name: 'Ajouter un article' });

  it('reads "2 kg pommes de terre" with the French parser, adds on Enter and keeps the focus for the next item', async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items', reply(201, { ...shoppingItem({ id: 'pdt', name: 'pommes de terre', quantity: '2', unit: 'kg' }), toppedUp: false }));
    await openPage([bread()]);

    await user.type(field(), '2 kg pommes de terre{Enter}');

    expect(net.callsTo('POST /api/shopping-items').map((c) => c.body)).toEqual([{ name: 'pommes de terre', quantity: '2', unit: 'kg' }]);
    expect(await screen.findByRole('checkbox', { name: /pommes de terre/ })).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('« pommes de terre » ajouté à la liste');
  });

  it('says the new total when the server topped a line up', async () => {
    const user = userEvent.setup();
    const flour = shoppingItem({ id: 'farine', name: 'Farine', quantity: '500', unit: 'g' });
    net.on('POST /api/shopping-items', reply(201, { ...flour, quantity: '1,5', unit: 'kg', toppedUp: true }));
    await openPage([flour]);

    await user.type(field(), '1 kg farine{Enter}');

    expect(await screen.findByText('Farine : 1,5 kg au total')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByText('1,5 kg')).toBeInTheDocument();
  });

  it('suggests from the household as the user types; the arrows pick one and Enter adds it with the typed quantity', async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items', reply(201, { ...shoppingItem({ id: 'pdt', name: 'Pommes de terre', quantity: '2', unit: 'kg' }), toppedUp: false }));
    await openPage([bread()], { usual: [], names: ['Poireaux', 'Pommes de terre', 'Lait', 'Compote de pommes'] });

    await user.type(field(), '2 kg pom');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['2 kg Pommes de terre', '2 kg Compote de pommes']);
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');

    expect(net.callsTo('POST /api/shopping-items').map((c) => c.body)).toEqual([{ name: 'Pommes de terre', quantity: '2', unit: 'kg' }]);
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(field()).toHaveFocus();
  });

  it('shows the usual items not on the list as chips, one tap each', async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items', reply(201, { ...shoppingItem({ id: 'lait', name: 'Lait' }), toppedUp: false }));
    await openPage([bread()], { usual: ['Lait', 'Pain'], names: [] });

    const chips = screen.getByRole('region', { name: 'Souvent achetés' });
    // "Pain" is on the list already.
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Lait']);
    await user.click(within(chips).getByRole('button', { name: 'Ajouter « Lait »' }));

    expect(net.callsTo('POST /api/shopping-items').map((c) => c.body)).toEqual([{ name: 'Lait', quantity: '1', unit: 'unité' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Souvent achetés' })).not.toBeInTheDocument());
  });

  it("refuses a line without a name inline, in French, without a request", async () => {
    const user = userEvent.setup();
    await openPage([bread()]);
    await user.type(field(), '  {Enter}');
    expect(screen.getByText("Veuillez entrer un nom d'article")).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('POST /api/shopping-items')).toHaveLength(0);
  });
});

describe('checking items', () => {
  it('applies removedIds from the answer, says the recipe is done, and « Annuler » puts its lines back in one request', async () => {
    const user = userEvent.setup();
    const eggs = shoppingItem({ id: 'oeufs', name: 'œufs', quantity: '3', checked: true, ...crepes });
    const flour = flourForCrepes();
    const undo = { items: [eggs, { ...flour, checked: false }].map(({ id, name, quantity, unit, checked, recipeId, recipeTitle, shares }) => ({ id, name, quantity, unit, checked, recipeId, recipeTitle, shares })) };
    net.on('POST /api/shopping-items/toggle', reply(200, { items: [], removedIds: [eggs.id, flour.id], completedRecipes: ['Crêpes'], undo }));
    net.on('POST /api/shopping-items/restore', reply(201, [{ ...eggs, id: 'oeufs-2' }, { ...flour, id: 'farine-3' }]));
    await openPage([eggs, flour, bread()]);

    await user.click(checkbox(/farine/));

    expect(net.callsTo('POST /api/shopping-items/toggle').map((c) => c.body)).toEqual([{ ids: [flour.id], checked: true }]);
    expect(await screen.findByText('Recette « Crêpes » terminée : ses articles ont été retirés')).toBeInTheDocument();
    expect(screen.getByText('Recette « Crêpes » terminée : ses articles ont été retirés').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /farine/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /œufs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Crêpes/ })).not.toBeInTheDocument();
    expect(screen.getByText('0 / 1 article · 0 %')).toBeInTheDocument();
    // The list was not reloaded: the answer alone removed them.
    expect(net.callsTo(LIST)).toHaveLength(1);

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Annuler' }));
    expect(net.callsTo('POST /api/shopping-items/restore').map((c) => c.body)).toEqual([undo]);
    expect(await screen.findByText('Recette « Crêpes » remise dans la liste')).toBeInTheDocument();
    expect(checkbox(/farine/)).not.toBeChecked();
    expect(checkbox(/œufs/)).toBeChecked();
  });

  it('ticks at once, then rolls back with a message when the server refuses', async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    net.on('POST /api/shopping-items/toggle', pending.reply);
    await openPage([bread()]);

    await user.click(checkbox('Pain'));
    expect(checkbox('Pain')).toBeChecked();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await act(async () => pending.settle({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }));

    await waitFor(() => expect(checkbox('Pain')).not.toBeChecked());
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent("Impossible de mettre à jour l'article");
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows the rounded share of checked items (1 of 3 → 33 %)', async () => {
    const user = userEvent.setup();
    const items = [shoppingItem({ id: 'a', name: 'Beurre', checked: true }), shoppingItem({ id: 'b', name: 'Sucre' }), shoppingItem({ id: 'c', name: 'Sel' })];
    net.on('POST /api/shopping-items/toggle', reply(200, { items: [{ ...items[1]!, checked: true }], removedIds: [] }));
    await openPage(items);

    const bar = screen.getByRole('progressbar', { name: 'Progression des courses' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 / 3 articles · 33 %')).toBeInTheDocument();

    await user.click(checkbox('Sucre'));
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('2 / 3 articles · 67 %')).toBeInTheDocument();
  });
});

describe('editing a line in place', () => {
  it('edits the name, quantity and unit in the row, sends what changed with when it was made, and gives the focus back', async () => {
    const user = userEvent.setup();
    net.on('PATCH /api/shopping-items/pain', reply(200, { ...bread(), quantity: '3', unit: 'kg', removedIds: [], completedRecipes: [], undo: null, superseded: [] }));
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Modifier « Pain »' }));
    const form = screen.getByRole('form', { name: 'Modifier « Pain »' });
    expect(within(form).getByLabelText('Nom')).toHaveFocus();
    expect(within(form).getByLabelText('Nom')).toHaveValue('Pain');
    await user.clear(within(form).getByLabelText('Quantité'));
    await user.type(within(form).getByLabelText('Quantité'), '3');
    await user.selectOptions(within(form).getByLabelText('Unité'), 'kg');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(net.callsTo('PATCH /api/shopping-items/pain')).toHaveLength(1));
    expect(net.callsTo('PATCH /api/shopping-items/pain')[0]!.body).toEqual({ quantity: '3', unit: 'kg', madeAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(checkbox(/Pain/).closest('li')).toHaveTextContent('3 kg');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier « Pain »' })).toHaveFocus());
  });

  it("asks the quantity as the add dialog does: a decimal keyboard, '1' when left empty", async () => {
    const user = userEvent.setup();
    net.on('PATCH /api/shopping-items/pain', reply(200, { ...bread(), quantity: '1', removedIds: [], completedRecipes: [], undo: null, superseded: [] }));
    await openPage([{ ...bread(), quantity: '2' }]);

    await user.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const added = within(screen.getByRole('dialog', { name: 'Ajouter un article' })).getByLabelText('Quantité');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Modifier « Pain »' }));
    const edited = within(screen.getByRole('form', { name: 'Modifier « Pain »' })).getByLabelText('Quantité');
    for (const attribute of ['inputmode', 'maxlength', 'placeholder', 'enterkeyhint', 'autocomplete']) {
      expect([attribute, edited.getAttribute(attribute)]).toEqual([attribute, added.getAttribute(attribute)]);
    }
    expect(edited).toHaveAttribute('inputmode', 'decimal');

    await user.clear(edited);
    await user.type(edited, '  {Enter}');
    await waitFor(() => expect(net.callsTo('PATCH /api/shopping-items/pain')).toHaveLength(1));
    expect(net.callsTo('PATCH /api/shopping-items/pain')[0]!.body).toMatchObject({ quantity: '1', unit: 'unité' });
  });

  it('Échap cancels without sending; a blank name is refused in French', async () => {
    const user = userEvent.setup();
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Modifier « Pain »' }));
    const form = screen.getByRole('form', { name: 'Modifier « Pain »' });
    await user.clear(within(form).getByLabelText('Nom'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText("Veuillez entrer un nom d'article")).toBeInTheDocument();
    expect(within(form).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows the kept version and says so when another member edited the line more recently', async () => {
    const user = userEvent.setup();
    const theirs = { ...bread(), quantity: '4', removedIds: [], completedRecipes: [], undo: null, superseded: ['quantity', 'unit'] };
    net.on('PATCH /api/shopping-items/pain', reply(200, theirs));
    await openPage([bread()]);

    await user.click(screen.getByRole('button', { name: 'Modifier « Pain »' }));
    const form = screen.getByRole('form', { name: 'Modifier « Pain »' });
    await user.clear(within(form).getByLabelText('Quantité'));
    await user.type(within(form).getByLabelText('Quantité'), '2{Enter}');

    expect(await screen.findByText('« Pain » a été modifié plus récemment par un autre membre (quantité, unité) : sa modification est gardée.')).toBeInTheDocument();
    expect(checkbox(/Pain/).closest('li')).toHaveTextContent('4');
  });

  it('offers no edit on a merged line of the flat view (each row is edited in its recipe)', async () => {
    const user = userEvent.setup();
    await openPage([flourForCrepes(), flourForCake()]);
    await user.click(screen.getByRole('button', { name: 'Liste complète' }));
    expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  });
});

describe('removing items', () => {
  it('deletes the checked items in one tap, and « Annuler » puts them back in one request', async () => {
    const user = userEvent.setup();
    const items = [shoppingItem({ id: 'a', name: 'Beurre', checked: true }), shoppingItem({ id: 'b', name: 'Sucre' }), shoppingItem({ id: 'c', name: 'Sel', checked: true })];
    const undo = { items: [{ id: 'a', name: 'Beurre', quantity: '1', unit: 'unité', checked: true }, { id: 'c', name: 'Sel', quantity: '1', unit: 'unité', checked: true }] };
    net.on('POST /api/shopping-items/delete-checked', reply(200, { deletedIds: ['a', 'c'], undo }));
    net.on('POST /api/shopping-items/restore', reply(201, [{ ...items[0]!, id: 'a2' }, { ...items[2]!, id: 'c2' }]));
    await openPage(items);

    await user.click(screen.getByRole('button', { name: 'Supprimer les articles cochés' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('checkbox').map((c) => c.closest('li')!.textContent)).toEqual(['Sucre']));
    expect(net.callsTo('POST /api/shopping-items/delete-checked')).toHaveLength(1);
    expect(screen.getByText('0 / 1 article · 0 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer les articles cochés' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('2 articles cochés supprimés');

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Annuler' }));
    expect(net.callsTo('POST /api/shopping-items/restore').map((c) => c.body)).toEqual([undo]);
    expect(await screen.findByText('2 articles remis dans la liste')).toBeInTheDocument();
    expect(checkbox('Beurre')).toBeChecked();
    expect(checkbox('Sel')).toBeChecked();
  });

  it("keeps the items and says 'Impossible de supprimer les articles cochés' on failure", async () => {
    const user = userEvent.setup();
    net.on('POST /api/shopping-items/delete-checked', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    await openPage([shoppingItem({ id: 'a', name: 'Beurre', checked: true })]);

    await user.click(screen.getByRole('button', { name: 'Supprimer les articles cochés' }));

    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Impossible de supprimer les articles cochés');
    expect(checkbox('Beurre')).toBeChecked();
  });

  describe('one item, with undo', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('deletes at once on the server, so a reload or a closed tab cannot bring the item back', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      net.on('DELETE /api/shopping-items/pain', reply(204));
      const view = await openPage([bread(), shoppingItem({ id: 'sel', name: 'Sel' })]);

      await user.click(screen.getByRole('button', { name: 'Supprimer « Pain »' }));
      expect(screen.queryByRole('checkbox', { name: 'Pain' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('« Pain » supprimé');
      // Sent before any timer runs: nothing waits for the offer to end, or for the page to be left.
      await waitFor(() => expect(net.callsTo('DELETE /api/shopping-items/pain')).toHaveLength(1));
      view.unmount();
      await act(() => jest.advanceTimersByTimeAsync(UNDO_DELAY_MS));
      expect(net.callsTo('DELETE /api/shopping-items/pain')).toHaveLength(1);
      expect(net.calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('offers « Annuler » for a while, which puts the item back as it was, recipe and tick included', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const flour = shoppingItem({ id: 'farine', name: 'farine', quantity: '200', unit: 'g', checked: true, ...crepes });
      const restored = { ...flour, id: 'farine-again' };
      net.on('DELETE /api/shopping-items/farine', reply(204));
      net.on('POST /api/shopping-items/restore', reply(201, [restored]));
      await openPage([flour, bread()]);

      await user.click(screen.getByRole('button', { name: /^Supprimer « farine/ }));
      await waitFor(() => expect(net.callsTo('DELETE /api/shopping-items/farine')).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Annuler' }));
      await act(() => jest.advanceTimersByTimeAsync(10));

      expect(net.callsTo('POST /api/shopping-items/restore')).toHaveLength(1);
      expect(net.callsTo('POST /api/shopping-items/restore')[0]!.body).toEqual({
        items: [
          {
            name: 'farine',
            quantity: '200',
            unit: 'g',
            checked: true,
            recipeId: 'r-crepes',
            recipeTitle: 'Crêpes',
            shares: [{ recipeId: 'r-crepes', recipeTitle: 'Crêpes', quantity: '200', unit: 'g' }],
          },
        ],
      });
      expect(await screen.findByRole('checkbox', { name: /^farine/ })).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent('« farine » remis dans la liste');
      expect(groupHeadings()).toContain('Crêpes1/1 (1 sur 1 coché)');
      expect(screen.getByRole('heading', { level: 2, name: 'Crêpes (1 sur 1 coché)' })).toBeInTheDocument();

      // The offer ends with its notice.
      net.on('DELETE /api/shopping-items/pain', reply(204));
      await user.click(screen.getByRole('button', { name: 'Supprimer « Pain »' }));
      await act(() => jest.advanceTimersByTimeAsync(UNDO_DELAY_MS));
      expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    });

    it("says why when « Annuler » cannot put the item back", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      net.on('DELETE /api/shopping-items/pain', reply(204));
      net.on('POST /api/shopping-items/restore', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
      await openPage([bread()]);

      await user.click(screen.getByRole('button', { name: 'Supprimer « Pain »' }));
      await user.click(screen.getByRole('button', { name: 'Annuler' }));

      expect(await screen.findByText("Impossible d'ajouter l'article")).toBeInTheDocument();
    });

    it("brings the item back with 'Impossible de supprimer l'article' when the DELETE fails", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      net.on('DELETE /api/shopping-items/pain', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
      await openPage([bread()]);

      await user.click(screen.getByRole('button', { name: 'Supprimer « Pain »' }));
      await act(() => jest.advanceTimersByTimeAsync(UNDO_DELAY_MS));

      await waitFor(() => expect(checkbox('Pain')).toBeInTheDocument());
      expect(screen.getByText("Impossible de supprimer l'article")).toBeInTheDocument();
    });
  });
});

it("moves a checked item to the fridge in the guessed category, which can be changed, and « Annuler » takes it back", async () => {
  const user = userEvent.setup();
  const undo = { items: [{ id: 'lait', name: 'Lait', quantity: '1', unit: 'unité', checked: true }], inventoryItemIds: ['inv-1'] };
  net.on('POST /api/shopping-items/lait/move-to-fridge', reply(200, { inventoryItemId: 'inv-1', undo }));
  net.on('POST /api/shopping-items/restore', reply(201, [shoppingItem({ id: 'lait-2', name: 'Lait', checked: true })]));
  await openPage([shoppingItem({ id: 'lait', name: 'Lait', checked: true }), shoppingItem({ id: 'sel', name: 'Sel' })]);

  // Only checked items can be put away.
  expect(screen.queryByRole('button', { name: 'Ranger dans le frigo : Sel' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ranger dans le frigo : Lait' }));
  const dialog = screen.getByRole('dialog', { name: 'Ranger dans le frigo' });
  expect(within(dialog).getByRole('radio', { name: 'Produits Laitiers' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: 'Boissons' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ranger' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net.callsTo('POST /api/shopping-items/lait/move-to-fridge').map((c) => c.body)).toEqual([{ category: 'Boissons' }]);
  expect(screen.queryByRole('checkbox', { name: 'Lait' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('« Lait » rangé dans le frigo (Boissons)');

  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Annuler' }));
  // One request: the line back, the fridge item out again.
  expect(net.callsTo('POST /api/shopping-items/restore').map((c) => c.body)).toEqual([{ items: undo.items, inventoryItemIds: ['inv-1'] }]);
  expect(await screen.findByRole('checkbox', { name: 'Lait' })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('« Lait » remis dans la liste');
});

it('keeps the fridge dialog open while the move runs, and lets it close once the move has failed', async () => {
  const user = userEvent.setup();
  const move = deferredReply();
  net.on('POST /api/shopping-items/lait/move-to-fridge', move.reply);
  await openPage([shoppingItem({ id: 'lait', name: 'Lait', checked: true })]);

  await user.click(screen.getByRole('button', { name: 'Ranger dans le frigo : Lait' }));
  const dialog = screen.getByRole('dialog', { name: 'Ranger dans le frigo' });
  await user.click(within(dialog).getByRole('button', { name: 'Ranger' }));

  await waitFor(() => expect(net.callsTo('POST /api/shopping-items/lait/move-to-fridge')).toHaveLength(1));
  expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Ranger dans le frigo' })).toBe(dialog);

  await act(async () => move.settle({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent("Impossible de ranger l'article dans le frigo");
  expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeEnabled();
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('loading', () => {
  it("says 'Impossible de charger la liste de courses' and retries on demand", async () => {
    const user = userEvent.setup();
    net.on(LIST, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }), reply(200, [bread()]));
    net.on(SUGGESTIONS, reply(200, { usual: [], names: [] }));
    renderKitchenPage(<Route path="/dashboard/shopping" element={<ShoppingPage />} />, '/dashboard/shopping');

    expect(screen.getByText('Chargement de la liste de courses…').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Impossible de charger la liste de courses')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('checkbox', { name: 'Pain' })).toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger la liste de courses')).not.toBeInTheDocument();
  });

  it('tells the user how to fill an empty list', async () => {
    await openPage([]);
    expect(await screen.findByRole('heading', { name: 'Votre liste est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suggestions' })).toHaveAttribute('href', '/dashboard/feed');
    expect(screen.getByRole('link', { name: 'Planning' })).toHaveAttribute('href', '/dashboard/planning');
    expect(screen.getAllByRole('button', { name: 'Ajouter un article' }).length).toBeGreaterThan(0);
  });

  it("patches the list from another member's tick and removals, without refetching it", async () => {
    await openPage([bread(), flourForCrepes(), milk()]);
    expect(checkbox('Pain')).not.toBeChecked();

    await emitServerEvent('household.changed', {
      resource: 'shopping-items',
      action: 'updated',
      ids: ['pain'],
      actorId: 'u2',
      items: [{ ...bread(), checked: true }],
    });
    await waitFor(() => expect(checkbox('Pain')).toBeChecked());

    // The recipe's last tick removed its lines: the event names them and carries no rows.
    await emitServerEvent('household.changed', { resource: 'shopping-items', action: 'deleted', ids: ['farine-1', 'lait'], actorId: 'u2', items: [] });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'farine' })).not.toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: 'lait' })).not.toBeInTheDocument();
    expect(checkbox('Pain')).toBeChecked();
    expect(net.callsTo(LIST)).toHaveLength(1);
  });

  it("refetches when another member changes the household's list", async () => {
    net.on(LIST, reply(200, [bread()]), reply(200, [shoppingItem({ id: 'beurre', name: 'Beurre' }), bread()]));
    net.on(SUGGESTIONS, reply(200, { usual: [], names: [] }));
    renderKitchenPage(<Route path="/dashboard/shopping" element={<ShoppingPage />} />, '/dashboard/shopping');
    await screen.findByRole('checkbox', { name: 'Pain' });
    expect(listenerCount('household.changed')).toBe(1);

    // Another resource's change does not concern this list.
    await emitServerEvent('household.changed', { resource: 'planned-meals', action: 'created', ids: ['m1'], actorId: 'u2' });
    expect(net.callsTo(LIST)).toHaveLength(1);

    await emitServerEvent('household.changed', { resource: 'shopping-items', action: 'created', ids: ['beurre'], actorId: 'u2' });
    expect(await screen.findByRole('checkbox', { name: 'Beurre' })).toBeInTheDocument();
    expect(net.callsTo(LIST)).toHaveLength(2);
  });
});
