import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { COOKED_MESSAGES, RECIPE_BOOK_MESSAGES, type BookRecipe } from '#contracts';
import { setSession } from '../../../shared/http';
import type { SessionResponse } from '#contracts';
import { reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import RecipeBookPage from './RecipeBookPage';
import { aBookRecipe } from '../testing/recipe-fixtures';
import { asWritten } from '../../../shared/testing/as-written';

jest.setTimeout(20_000);
jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const recipe = aBookRecipe;

const gratin = recipe({ id: 'a0000000-0000-4000-8000-000000000001', title: 'Gratin de mamie' });
const tarte = recipe({ id: 'a0000000-0000-4000-8000-000000000002', title: 'Tarte Tatin', type: 'dessert', source: 'imported', sourceUrl: 'https://www.exemple.fr/tarte' });
const page = (items: BookRecipe[]) => ({ items, total: items.length, page: 1, pageSize: 24 });

/** The book with its own routes (list and detail), as the dashboard mounts it at /dashboard/recipes/*. */
function renderBook(path: string) {
  setSession(sessionBody() as SessionResponse);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/recipes/*" element={<RecipeBookPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const net = useFetchStub();
afterEach(() => {
  jest.useRealTimers();
});

it('lists the book, searches on the server with the words typed, and says when nothing matches', async () => {
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([gratin, tarte])));
  net.on('GET /api/recipes?q=cr%C3%A8me&page=1&pageSize=24', reply(200, page([])));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes');
  await screen.findByRole('link', { name: 'Gratin de mamie' });
  expect(document.title).toBe('Mes recettes · Mijote');
  expect(screen.getByRole('list', { name: '2\u00a0recettes' })).toBeInTheDocument();
  expect(screen.getByText(/Dessert · Importée/)).toBeInTheDocument();
  expect(screen.getAllByText('Préparation 20 min · Cuisson 1 h · 4 personnes · Facile')).toHaveLength(2);
  // At 360 px « · 4 personnes » must never start a line: each « · » is tied to the part before it.
  const separatorsStartNoLine = (line: Element) => expect(line.textContent).not.toMatch(/[ \t\n]·|·(?! )/u);
  const metas = document.querySelectorAll('.book-card-meta, .book-card-kicker');
  expect(metas).toHaveLength(4);
  metas.forEach(separatorsStartNoLine);
  expect(metas[1]!.textContent).toBe('Préparation 20\u00a0min\u00a0· Cuisson 1\u00a0h\u00a0· 4\u00a0personnes\u00a0· Facile');

  await u.type(screen.getByRole('searchbox', { name: 'Rechercher une recette' }), 'crème');
  expect(await screen.findByText('Aucune recette ne correspond à votre recherche.')).toBeInTheDocument();
});

it('imports from a link: the job is started, and recipe.imported says it joined the book', async () => {
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([])));
  net.on('POST /api/recipes/import', reply(202, { jobId: 'import-1' }));
  net.on('GET /api/recipes/jobs/import-1', reply(200, { jobId: 'import-1', status: 'active' }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes');
  await screen.findByText(/Votre livre de recettes est vide/);
  await u.type(screen.getByLabelText('Importer depuis un lien'), 'https://www.exemple.fr/tarte');
  await u.click(screen.getByRole('button', { name: 'Importer' }));
  await screen.findByRole('button', { name: 'Import en cours…' });
  expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({ url: 'https://www.exemple.fr/tarte' });
  await emitServerEvent('recipe.imported', { jobId: 'import-1', recipe: tarte });
  expect(await screen.findByText(/« Tarte Tatin » a été ajoutée à vos recettes/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir la recette' })).toHaveAttribute('href', `/dashboard/recipes/${tarte.id}`);
});

it('shows the French refusal of a failed import', async () => {
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([])));
  net.on('POST /api/recipes/import', reply(202, { jobId: 'import-2' }));
  net.on('GET /api/recipes/jobs/import-2', reply(200, { jobId: 'import-2', status: 'active' }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes');
  await screen.findByText(/Votre livre de recettes est vide/);
  await u.type(screen.getByLabelText('Importer depuis un lien'), 'https://www.exemple.fr/astuces');
  await u.click(screen.getByRole('button', { name: 'Importer' }));
  await screen.findByRole('button', { name: 'Import en cours…' });
  await emitServerEvent('recipe.import_failed', { jobId: 'import-2', error: 'Aucune recette trouvée sur cette page' });
  expect(await screen.findByText('Aucune recette trouvée sur cette page')).toBeInTheDocument();
});

it('refuses an address that is no http(s) link, in French under the field, before anything is sent', async () => {
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([])));
  net.on('POST /api/recipes/import', reply(202, { jobId: 'import-3' }));
  net.on('GET /api/recipes/jobs/import-3', reply(200, { jobId: 'import-3', status: 'active' }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes');
  await screen.findByText(/Votre livre de recettes est vide/);
  const link = screen.getByLabelText('Importer depuis un lien');
  await u.type(link, 'www.exemple.fr/tarte');
  await u.click(screen.getByRole('button', { name: 'Importer' }));
  await waitFor(() => expect(link).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.importUrlInvalid));
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(link).toHaveFocus();
  expect(net.callsTo('POST /api/recipes/import')).toHaveLength(0);

  // Corrected, it is sent trimmed.
  await u.clear(link);
  await u.type(link, '  https://www.exemple.fr/tarte ');
  await waitFor(() => expect(link).not.toHaveAttribute('aria-invalid'));
  await u.click(screen.getByRole('button', { name: 'Importer' }));
  await screen.findByRole('button', { name: 'Import en cours…' });
  expect(net.callsTo('POST /api/recipes/import').map((c) => c.body)).toEqual([{ url: 'https://www.exemple.fr/tarte' }]);
});

it('detail: scales for more people, and a deletion can be undone with Annuler', async () => {
  const six = { ...gratin, servings: 6, ingredients: ['1,5 kg de pommes de terre', '75 cl de crème'] };
  net.on(`GET /api/recipes/${gratin.id}`, reply(200, gratin));
  net.on(`GET /api/recipes/${gratin.id}?servings=5`, reply(200, { ...gratin, servings: 5, ingredients: ['1,25 kg de pommes de terre', '62,5 cl de crème'] }));
  net.on(`GET /api/recipes/${gratin.id}?servings=6`, reply(200, six));
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([gratin, tarte])));
  const u = userEvent.setup();
  renderBook(`/dashboard/recipes/${gratin.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Gratin de mamie' });
  expect(screen.getByText('1 kg de pommes de terre')).toBeInTheDocument();
  document.querySelectorAll('.book-card-meta, .book-card-kicker').forEach((line) => expect(line.textContent).not.toMatch(/[ \t\n]·/u));
  await u.click(screen.getByRole('button', { name: 'Une personne de plus' }));
  await u.click(await screen.findByRole('button', { name: 'Une personne de plus' }));
  expect(await screen.findByText('1,5 kg de pommes de terre')).toBeInTheDocument();
  expect(screen.getByText('6 personnes')).toBeInTheDocument();

  net.on(`DELETE /api/recipes/${gratin.id}`, reply(204));
  net.on(`POST /api/recipes/${gratin.id}/restore`, reply(200, gratin));
  await u.click(screen.getByRole('button', { name: 'Supprimer' }));
  await screen.findByText(/« Gratin de mamie » supprimée/);
  expect(screen.queryByRole('link', { name: 'Gratin de mamie' })).toBeNull();
  // Deleted at once, for every member; "Annuler" asks the server to bring it back.
  await waitFor(() => expect(net.calls.filter((c) => c.method === 'DELETE' && c.path === `/api/recipes/${gratin.id}`)).toHaveLength(1));
  await u.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(await screen.findByRole('link', { name: 'Gratin de mamie' })).toBeInTheDocument();
  expect(net.calls.filter((c) => c.method === 'POST' && c.path === `/api/recipes/${gratin.id}/restore`)).toHaveLength(1);
  expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
});

it('the notice leaves after 10 s; the recipe stays deleted', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  net.on(`GET /api/recipes/${gratin.id}`, reply(200, gratin));
  net.on('GET /api/recipes?page=1&pageSize=24', reply(200, page([gratin])));
  net.on(`DELETE /api/recipes/${gratin.id}`, reply(204));
  const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderBook(`/dashboard/recipes/${gratin.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Gratin de mamie' });
  await u.click(screen.getByRole('button', { name: 'Supprimer' }));
  await screen.findByText(/supprimée/);
  await waitFor(() => expect(net.calls.some((c) => c.method === 'DELETE' && c.path === `/api/recipes/${gratin.id}`)).toBe(true));
  act(() => jest.advanceTimersByTime(10_500));
  await waitFor(() => expect(screen.queryByText(/supprimée/)).toBeNull());
  expect(net.calls.some((c) => c.path.endsWith('/restore'))).toBe(false);
});

it('writes a recipe by hand: each ingredient line is read as it is typed, then saved and shown', async () => {
  const saved = recipe({ id: 'a0000000-0000-4000-8000-000000000009', title: 'Quiche de mamie', ingredients: ['3 œufs', '20 cl de crème'], steps: ['Battre.', 'Cuire 35 minutes.'] });
  net.on('POST /api/recipes', reply(201, saved));
  net.on(`GET /api/recipes/${saved.id}`, reply(200, saved));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.type(screen.getByLabelText('Titre'), 'Quiche de mamie');
  await u.type(screen.getByLabelText('Ingrédients (un par ligne)'), '3 œufs{enter}20 cl de crème');
  const read = screen.getByRole('list', { name: 'Ce que Mijote a compris' });
  expect(read).toHaveTextContent('3 · œufs');
  expect(read).toHaveTextContent('20 cl · crème');
  await u.type(screen.getByLabelText('Étapes (une par ligne)'), 'Battre.{enter}Cuire 35 minutes.');
  await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
  await screen.findByRole('heading', { level: 1, name: 'Quiche de mamie' });
  expect(net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Quiche de mamie', ingredients: ['3 œufs', '20 cl de crème'], steps: ['Battre.', 'Cuire 35 minutes.'], servings: 4, type: 'plat' });
});

it('checks the recipe against the API’s limits before sending: each French message under its field, the first one focused', async () => {
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  const servings = screen.getByLabelText('Personnes');
  await u.clear(servings);
  await u.type(servings, '60');
  await u.type(screen.getByLabelText('Cuisson (min)'), '3000');
  await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));

  const title = screen.getByLabelText('Titre');
  await waitFor(() => expect(title).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.titleRequired));
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveFocus();
  expect(servings).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.servingsInvalid);
  expect(screen.getByLabelText('Cuisson (min)')).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.timeInvalid);
  expect(screen.getByLabelText('Préparation (min)')).not.toHaveAttribute('aria-invalid');
  expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

  // Corrected as it is typed.
  await u.type(title, 'Pot-au-feu');
  await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
  expect(title).not.toHaveAccessibleDescription();
});

it('a field the API refuses is said under that field', async () => {
  net.on('POST /api/recipes', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: RECIPE_BOOK_MESSAGES.stepsInvalid, fields: { steps: RECIPE_BOOK_MESSAGES.stepsInvalid } }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.type(screen.getByLabelText('Titre'), 'Pot-au-feu');
  await u.type(screen.getByLabelText('Étapes (une par ligne)'), 'Cuire 3 heures.');
  await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
  const steps = screen.getByLabelText('Étapes (une par ligne)');
  await waitFor(() => expect(steps).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.stepsInvalid));
  expect(steps).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Nouvelle recette' })).toBeInTheDocument();
});

describe('the photo field', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:apercu');
    URL.revokeObjectURL = jest.fn();
  });

  it('refuses a wrong type and a too-large photo in French before sending; a photo is previewed and sent after the recipe', async () => {
    const saved = recipe({ id: 'a0000000-0000-4000-8000-000000000010', title: 'Tarte' });
    net.on('POST /api/recipes', reply(201, saved));
    net.on(`PUT /api/recipes/${saved.id}/image`, reply(200, { ...saved, image: `/api/recipe-images/${'a'.repeat(64)}.webp` }));
    net.on(`GET /api/recipes/${saved.id}`, reply(200, saved));
    const u = userEvent.setup({ applyAccept: false });
    renderBook('/dashboard/recipes/new');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
    await u.type(screen.getByLabelText('Titre'), 'Tarte');
    const input = screen.getByLabelText('Photo de la recette');

    await u.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toContain(RECIPE_BOOK_MESSAGES.imageTypeRefused);
    const huge = new File(['x'], 'enorme.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await u.upload(input, huge);
    expect((await screen.findByRole('alert')).textContent).toContain(RECIPE_BOOK_MESSAGES.imageTooLarge);
    expect(screen.queryByRole('img', { name: 'Aperçu de la photo' })).not.toBeInTheDocument();

    const photo = new File(['jpeg'], 'tarte.jpg', { type: 'image/jpeg' });
    await u.upload(input, photo);
    expect(await screen.findByRole('img', { name: 'Aperçu de la photo' })).toHaveAttribute('src', 'blob:apercu');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
    await screen.findByRole('heading', { level: 1, name: 'Tarte' });
    const put = net.callsTo(`PUT /api/recipes/${saved.id}/image`);
    expect(put).toHaveLength(1);
    expect((put[0].body as FormData).get('image')).toBe(photo);
  });

  it('a photo the server refuses after a new recipe is saved: its edit form says why, nothing is written twice', async () => {
    const saved = recipe({ id: 'a0000000-0000-4000-8000-000000000011', title: 'Clafoutis' });
    net.on('POST /api/recipes', reply(201, saved));
    net.on(`PUT /api/recipes/${saved.id}/image`, reply(422, { statusCode: 422, code: 'IMAGE_UNREADABLE', message: RECIPE_BOOK_MESSAGES.imageUnreadable }));
    net.on(`GET /api/recipes/${saved.id}`, reply(200, saved));
    const u = userEvent.setup();
    renderBook('/dashboard/recipes/new');
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
    await u.type(screen.getByLabelText('Titre'), 'Clafoutis');
    await u.upload(screen.getByLabelText('Photo de la recette'), new File(['abîmée'], 'clafoutis.jpg', { type: 'image/jpeg' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
    await screen.findByRole('heading', { level: 1, name: 'Modifier la recette' });
    expect(screen.getByRole('alert').textContent).toContain(RECIPE_BOOK_MESSAGES.imageUnreadable);
    expect(net.callsTo('POST /api/recipes')).toHaveLength(1);
  });
});

it('cooking mode: one step at a time, the step’s ingredients, and a timer from the step', async () => {
  net.on(`GET /api/recipes/${gratin.id}`, reply(200, gratin));
  const u = userEvent.setup();
  renderBook(`/dashboard/recipes/${gratin.id}/cook`);
  expect(await screen.findByText('Trancher.')).toBeInTheDocument();
  expect(screen.getByText('Étape 1 sur 2')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Suivante' }));
  expect(screen.getByText('Cuire 1 heure.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Minuteur 1 heure' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Minuteur 1 heure' }));
  expect(await screen.findByRole('button', { name: /restantes/ })).toBeInTheDocument();
  // « Terminé » asks whether to update the fridge; « Passer » goes back to the recipe as before.
  net.on('POST /api/inventory-items/cooked/preview', reply(200, { items: [], notFromFridge: gratin.ingredients }));
  await u.click(screen.getByRole('button', { name: 'Terminé' }));
  const dialog = await screen.findByRole('dialog', { name: COOKED_MESSAGES.dialogTitle });
  expect(within(dialog).getByText(COOKED_MESSAGES.nothingFromFridge, asWritten)).toBeInTheDocument();
  const close = within(dialog).getAllByRole('button', { name: COOKED_MESSAGES.close });
  await u.click(close[close.length - 1]!);
  expect(await screen.findByRole('link', { name: '← Mes recettes' })).toBeInTheDocument();
});

it('cooking mode: « Terminé », then « Mettre à jour le frigo », back on the recipe with « Frigo mis à jour » and « Annuler »', async () => {
  const undo = { updated: [{ itemId: 'item-1', quantity: 1000 }], exitIds: [] };
  net
    .on(`GET /api/recipes/${gratin.id}`, reply(200, gratin))
    .on('POST /api/inventory-items/cooked/preview', reply(200, {
      items: [{ itemId: 'item-1', name: 'Pommes de terre', before: { quantity: 1000, unit: 'g' }, after: { quantity: 0, unit: 'g' }, line: gratin.ingredients[0] }],
      notFromFridge: [],
    }))
    .on('POST /api/inventory-items/cooked', reply(201, { items: [], exits: [], undo }))
    .on('POST /api/inventory-items/cooked/undo', reply(201, { items: [] }));
  const u = userEvent.setup();
  renderBook(`/dashboard/recipes/${gratin.id}/cook`);
  await u.click(await screen.findByRole('button', { name: 'Suivante' }));
  await u.click(screen.getByRole('button', { name: 'Terminé' }));
  const dialog = await screen.findByRole('dialog', { name: COOKED_MESSAGES.dialogTitle });
  expect(within(dialog).getByRole('checkbox', { name: 'Pommes de terre : 1000 g →' })).toBeChecked();
  await u.click(within(dialog).getByRole('button', { name: COOKED_MESSAGES.confirm }));
  expect(await screen.findByRole('link', { name: '← Mes recettes' })).toBeInTheDocument();
  expect(net.callsTo('POST /api/inventory-items/cooked')[0]!.body).toEqual({ changes: [{ itemId: 'item-1', quantity: 0 }] });
  expect(screen.getByText(COOKED_MESSAGES.updated)).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(net.callsTo('POST /api/inventory-items/cooked/undo')[0]?.body).toEqual(undo));
});

it('a pasted recipe is read into the form, to review before saving', async () => {
  net.on('POST /api/recipes/import-text', reply(200, { title: 'Crêpes', servings: 4, preparationTime: null, cookingTime: null, ingredients: ['250 g de farine', '4 œufs'], steps: ['Mélanger.'] }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.click(screen.getByText('Coller une recette (texte)'));
  await u.type(screen.getByLabelText('Texte de la recette'), 'Crêpes{enter}250 g de farine');
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Crêpes'));
  expect(screen.getByLabelText('Ingrédients (un par ligne)')).toHaveValue('250 g de farine\n4 œufs');
  expect(net.calls.some((c) => c.method === 'POST' && c.path === '/api/recipes')).toBe(false);
});

it('a pasted text longer than the API takes is refused in French under the field, before anything is sent', async () => {
  net.on('POST /api/recipes/import-text', reply(200, { title: 'Crêpes', servings: 4, preparationTime: null, cookingTime: null, ingredients: ['250 g de farine'], steps: [] }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.click(screen.getByText('Coller une recette (texte)'));
  const pasted = screen.getByLabelText('Texte de la recette');
  await u.click(pasted);
  await u.paste(`Crêpes\n${'a'.repeat(20_000)}`);
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  await waitFor(() => expect(pasted).toHaveAccessibleDescription(RECIPE_BOOK_MESSAGES.importTextInvalid));
  expect(pasted).toHaveAttribute('aria-invalid', 'true');
  expect(pasted).toHaveFocus();
  expect(net.callsTo('POST /api/recipes/import-text')).toHaveLength(0);

  // Shortened, it is sent trimmed and read into the form.
  await u.clear(pasted);
  await u.type(pasted, '  Crêpes{enter}250 g de farine  ');
  await waitFor(() => expect(pasted).not.toHaveAttribute('aria-invalid'));
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Crêpes'));
  expect(net.callsTo('POST /api/recipes/import-text').map((c) => c.body)).toEqual([{ text: 'Crêpes\n250 g de farine' }]);
});

it('a pasted recipe read by the model: the job is followed until its draft fills the form', async () => {
  net.on('POST /api/recipes/import-text', reply(202, { jobId: 'import-texte' }));
  net.on(
    'GET /api/recipes/jobs/import-texte',
    reply(200, { jobId: 'import-texte', status: 'active' }),
    reply(200, { jobId: 'import-texte', status: 'completed', draft: { title: 'Gâteau au yaourt', servings: 6, preparationTime: 10, cookingTime: 30, ingredients: ['1 pot de yaourt', '3 œufs'], steps: ['Tout mélanger.'] } }),
  );
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.click(screen.getByText('Coller une recette (texte)'));
  await u.type(screen.getByLabelText('Texte de la recette'), 'Gâteau au yaourt : 1 pot de yaourt, 3 œufs, tout mélanger.');
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Gâteau au yaourt'), { timeout: 5000 });
  expect(screen.getByLabelText('Ingrédients (un par ligne)')).toHaveValue('1 pot de yaourt\n3 œufs');
  expect(screen.getByLabelText('Personnes')).toHaveValue(6);
  expect(net.callsTo('GET /api/recipes/jobs/import-texte')).toHaveLength(2);
});

it('a pasted recipe read by the model arrives as recipe.text_read without waiting for the poll', async () => {
  net.on('POST /api/recipes/import-text', reply(202, { jobId: 'import-evenement' }));
  net.on('GET /api/recipes/jobs/import-evenement', reply(200, { jobId: 'import-evenement', status: 'active' }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.click(screen.getByText('Coller une recette (texte)'));
  await u.type(screen.getByLabelText('Texte de la recette'), 'Soupe de potiron');
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  await waitFor(() => expect(net.callsTo('POST /api/recipes/import-text')).toHaveLength(1));
  await emitServerEvent('recipe.text_read', { jobId: 'autre-job', draft: { title: 'Pas celle-ci', ingredients: [], steps: [] } });
  await emitServerEvent('recipe.text_read', { jobId: 'import-evenement', draft: { title: 'Soupe de potiron', ingredients: ['1 kg de potiron'], steps: ['Cuire.'] } });
  await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Soupe de potiron'));
  expect(screen.getByLabelText('Ingrédients (un par ligne)')).toHaveValue('1 kg de potiron');
  expect(net.callsTo('GET /api/recipes/jobs/import-evenement')).toHaveLength(0);
});

it('a pasted text the model job could not read says so in French', async () => {
  net.on('POST /api/recipes/import-text', reply(202, { jobId: 'import-illisible' }));
  net.on('GET /api/recipes/jobs/import-illisible', reply(200, { jobId: 'import-illisible', status: 'failed', error: RECIPE_BOOK_MESSAGES.importTextUnreadable }));
  const u = userEvent.setup();
  renderBook('/dashboard/recipes/new');
  await screen.findByRole('heading', { level: 1, name: 'Nouvelle recette' });
  await u.click(screen.getByText('Coller une recette (texte)'));
  await u.type(screen.getByLabelText('Texte de la recette'), 'Bonjour');
  await u.click(screen.getByRole('button', { name: 'Lire le texte' }));
  expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(RECIPE_BOOK_MESSAGES.importTextUnreadable);
});

it('edit: sends the version it started from; a 409 says another member saved first, and reloading fills the form with theirs', async () => {
  let current: BookRecipe = gratin;
  net.on(`GET /api/recipes/${gratin.id}`, () => reply(200, current));
  net.on(
    `PATCH /api/recipes/${gratin.id}`,
    reply(409, { statusCode: 409, code: 'RECIPE_EDIT_CONFLICT', message: RECIPE_BOOK_MESSAGES.editConflict }),
    (call) => {
      current = { ...current, ...(call.body as Partial<BookRecipe>), version: current.version + 1 };
      return reply(200, current);
    },
  );
  const u = userEvent.setup();
  renderBook(`/dashboard/recipes/${gratin.id}/edit`);
  await screen.findByRole('heading', { level: 1, name: 'Modifier la recette' });
  const steps = screen.getByLabelText('Étapes (une par ligne)');
  // Meanwhile another member saves version 2.
  current = { ...gratin, steps: ['Trancher finement.', 'Cuire 1 heure.'], version: 2 };

  await u.clear(steps);
  await u.type(steps, 'Cuire.');
  await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("Cette recette a été modifiée par un autre membre. Rechargez-la avant d'enregistrer.");
  const patches = () => net.callsTo(`PATCH /api/recipes/${gratin.id}`).map((c) => c.body);
  expect(patches()).toEqual([expect.objectContaining({ version: 1, steps: ['Cuire.'] })]);

  await u.click(screen.getByRole('button', { name: 'Recharger la recette' }));
  await waitFor(() => expect(steps).toHaveValue('Trancher finement.\nCuire 1 heure.'));
  expect(screen.queryByRole('alert')).toBeNull();
  await u.click(screen.getByRole('button', { name: 'Enregistrer la recette' }));
  await screen.findByRole('heading', { level: 1, name: 'Gratin de mamie' });
  expect(patches()[1]).toMatchObject({ version: 2, steps: ['Trancher finement.', 'Cuire 1 heure.'] });
});
