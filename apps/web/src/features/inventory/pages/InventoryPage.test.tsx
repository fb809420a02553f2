import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KITCHEN_MESSAGES, LIST_PAGE_MAX, type InventoryItem } from '#contracts';
import { deferredReply, reply, type StubCall } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { shelfIndex } from '../shelves';
import { renderDashboardPage } from '../../../shared/testing/render-dashboard-page';
import { useFixedClock } from '../../../shared/testing/fixed-clock';
import { emitServerEvent, listenerCount } from '../../../shared/socket/testing/socket-mock';
import InventoryPage from './InventoryPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// 'Today' is Monday 24 November 2025 for the whole file; only Date is faked, timers run as usual.
const TODAY = new Date(2025, 10, 24, 10, 30);
useFixedClock(TODAY);

const item = (overrides: Partial<InventoryItem> & Pick<InventoryItem, 'id' | 'name'>): InventoryItem => ({
  quantity: 1,
  unit: 'unité',
  expirationDate: null,
  category: 'Autre',
  createdAt: '2025-11-20T10:00:00.000Z',
  ...overrides,
});

const tomatoes = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000001', name: 'Tomates', quantity: 2, unit: 'kg', category: 'Fruits et Légumes', expirationDate: '2025-11-24' });
const yogurt = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000002', name: 'Yaourts', quantity: 4, category: 'Produits Laitiers', expirationDate: '2025-11-20' });
const cream = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000003', name: 'Crème fraîche', quantity: 1, unit: 'ml', category: 'Produits Laitiers', expirationDate: '2025-11-25' });
const salmon = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000004', name: 'Saumon', quantity: 300, unit: 'g', category: 'Viandes et Poissons', expirationDate: '2025-12-01' });
const juice = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000005', name: "Jus d'orange", quantity: 1, unit: 'l', category: 'Boissons' });

const net = useFetchStub();
/** The API's fridge: GET answers what PATCH / POST / DELETE left in it. */
let server: InventoryItem[];

function serveFridge(items: InventoryItem[]) {
  server = [...items];
  net.on('GET /api/inventory-items', () => reply(200, server));
  for (const it of items) {
    net.on(`PATCH /api/inventory-items/${it.id}`, (call: StubCall) => {
      server = server.map((i) => (i.id === it.id ? { ...i, ...(call.body as Partial<InventoryItem>) } : i));
      return reply(200, server.find((i) => i.id === it.id));
    });
    net.on(`DELETE /api/inventory-items/${it.id}`, () => {
      server = server.filter((i) => i.id !== it.id);
      return reply(204);
    });
  }
}

const user = () => userEvent.setup();
const card = (name: string) => screen.getByRole('article', { name });
const queryCard = (name: string) => screen.queryByRole('article', { name });
const gets = () => net.callsTo('GET /api/inventory-items').length;

async function openFridge(items: InventoryItem[] = [tomatoes, yogurt, cream, salmon, juice]) {
  serveFridge(items);
  const view = renderDashboardPage(<InventoryPage />, '/dashboard/inventory');
  await screen.findByRole('heading', { level: 1, name: 'Mon Frigo' });
  if (items.length) await screen.findByRole('article', { name: items[0]!.name });
  return view;
}

describe('the fridge', () => {
  it('shows a fridge longer than one page of the API, the next page asked after the last id', async () => {
    const page = Array.from({ length: LIST_PAGE_MAX }, (_, i) => item({ id: `0b7c1f9e-1d2a-4c3b-9e8f-1${String(i).padStart(11, '0')}`, name: `Article ${i}` }));
    serveFridge(page);
    net.on(`GET /api/inventory-items?after=${page[LIST_PAGE_MAX - 1]!.id}`, reply(200, [juice]));
    renderDashboardPage(<InventoryPage />, '/dashboard/inventory');
    expect(await screen.findByRole('article', { name: "Jus d'orange" })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(LIST_PAGE_MAX + 1);
  });

  it('shows each item on the shelf its id hashes to, with its amount, category and expiry', async () => {
    await openFridge();
    expect(document.title).toBe('Frigidaire · Mijote');
    for (const it of [tomatoes, yogurt, cream, salmon, juice]) {
      const shelf = screen.getByRole('group', { name: `Étagère ${shelfIndex(it.id) + 1}` });
      expect(within(shelf).getByRole('article', { name: it.name })).toBeInTheDocument();
    }
    // These five ids do not all hash to one shelf: the fridge is spread out.
    expect(new Set([tomatoes, yogurt, cream, salmon, juice].map((i) => shelfIndex(i.id))).size).toBeGreaterThan(1);
    expect(screen.getAllByRole('group', { name: /^Étagère \d$/ }).length).toBe(new Set([tomatoes, yogurt, cream, salmon, juice].map((i) => shelfIndex(i.id))).size);

    // Each item's name is a heading right under the page's h1 (axe: heading-order).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).sort()).toEqual(
      [tomatoes, yogurt, cream, salmon, juice].map((i) => i.name).sort(),
    );

    const salmonCard = card('Saumon');
    expect(salmonCard).toHaveTextContent('300 g');
    expect(salmonCard).toHaveTextContent('Viandes et Poissons');
    expect(salmonCard).toHaveTextContent('Expire le 1er décembre');
    expect(card('Yaourts')).toHaveTextContent('4 unités');
    expect(within(card('Saumon')).getByRole('spinbutton', { name: /^Quantité de saumon/ })).toHaveValue(300);
    // Each « · » tied to the part before it: a phone never starts a line with it.
    expect(screen.getByText('5 articles · 2 périmés · 1 expire bientôt').textContent).toBe('5\u00a0articles\u00a0· 2\u00a0périmés\u00a0· 1\u00a0expire bientôt');
  });

  it("marks today's and past dates 'Périmé depuis le' in red, and future dates 'Expire le'", async () => {
    await openFridge();
    expect(card('Tomates')).toHaveTextContent('Périmé depuis le 24 novembre');
    expect(card('Tomates')).toHaveClass('is-expired');
    expect(card('Yaourts')).toHaveTextContent('Périmé depuis le 20 novembre');
    expect(card('Yaourts')).toHaveClass('is-expired');

    expect(card('Crème fraîche')).toHaveTextContent('Expire le 25 novembre');
    expect(card('Crème fraîche')).toHaveTextContent('bientôt');
    expect(card('Crème fraîche')).not.toHaveClass('is-expired');
    expect(card('Crème fraîche')).toHaveClass('is-soon');
    expect(card('Saumon')).not.toHaveTextContent('Périmé');
    expect(card('Saumon')).not.toHaveClass('is-expired');
    expect(card('Saumon')).not.toHaveTextContent('bientôt');
    expect(card("Jus d'orange")).not.toHaveTextContent(/Expire|Périmé/);
  });

  it('shows a skeleton while the list loads', async () => {
    const pending = deferredReply();
    net.on('GET /api/inventory-items', pending.reply);
    renderDashboardPage(<InventoryPage />, '/dashboard/inventory');
    expect(screen.getByText('Chargement du frigo…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await act(async () => pending.settle(reply(200, [tomatoes])));
    expect(await screen.findByRole('article', { name: 'Tomates' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement du frigo…')).not.toBeInTheDocument();
  });

  it("says 'Erreur lors du chargement de l'inventaire' when the list cannot load, and tries again", async () => {
    net.on('GET /api/inventory-items', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue.' }), reply(200, [juice]));
    renderDashboardPage(<InventoryPage />, '/dashboard/inventory');
    const message = await screen.findByText("Erreur lors du chargement de l'inventaire");
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(message).toHaveTextContent(KITCHEN_MESSAGES.inventoryLoadFailed);
    await user().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: "Jus d'orange" })).toBeInTheDocument();
  });

  it('tells the user how to fill an empty fridge', async () => {
    await openFridge([]);
    expect(await screen.findByRole('heading', { name: 'Votre frigo est vide' })).toBeInTheDocument();
    expect(screen.getByText(/Ajoutez ce que vous avez sous la main, ou rangez dans le frigo les articles cochés de votre liste de courses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir la liste de courses' })).toHaveAttribute('href', '/dashboard/shopping');
    // Nothing to cook from: no « Générer une recette », adding food is what it offers.
    expect(screen.queryByRole('button', { name: 'Générer une recette' })).not.toBeInTheDocument();
    // The header's button, and the same in the empty fridge.
    const addButtons = screen.getAllByRole('button', { name: 'Ajouter un article' });
    expect(addButtons).toHaveLength(2);
    await user().click(addButtons[1]!);
    expect(screen.getByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
  });
});

describe('search and category chips', () => {
  it('filters by name, without minding case or accents', async () => {
    const u = user();
    await openFridge();
    await u.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'CREME');
    expect(card('Crème fraîche')).toBeInTheDocument();
    expect(queryCard('Tomates')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 article affiché')).toBeInTheDocument();

    await u.clear(screen.getByRole('searchbox', { name: 'Rechercher un article' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("offers 'Tout' and the six categories as toggle buttons, exactly one pressed", async () => {
    const u = user();
    await openFridge();
    const chips = within(screen.getByRole('group', { name: 'Filtrer par catégorie' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Tout', '🥕Fruits et Légumes', '🐟Viandes et Poissons', '🧀Produits Laitiers', '🥫Épicerie', '🧃Boissons', '📦Autre',
    ]);
    const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
    expect(chip('Tout')).toHaveAttribute('aria-pressed', 'true');

    await u.click(chip('Produits Laitiers'));
    expect(chip('Produits Laitiers')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Tout')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent).sort()).toEqual(['Crème fraîche', 'Yaourts']);

    // Search and chip together.
    await u.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'yao');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Yaourts')).toBeInTheDocument();

    // Pressing the chip in use again goes back to 'Tout'.
    await u.click(chip('Produits Laitiers'));
    expect(chip('Tout')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Yaourts')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const u = user();
    await openFridge();
    await u.click(screen.getByRole('button', { name: /Épicerie$/ }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Aucun article ne correspond' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('adding an item', () => {
  const posts = () => net.callsTo('POST /api/inventory-items');

  function acceptPosts() {
    net.on('POST /api/inventory-items', (call) => {
      const created = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-0000000000aa', ...(call.body as Partial<InventoryItem>), name: (call.body as { name: string }).name });
      server = [created, ...server];
      return reply(201, created);
    });
  }

  it("refuses an empty name inline with \"Veuillez entrer un nom d'article\", without a request", async () => {
    const u = user();
    await openFridge([juice]);
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveFocus();

    await u.type(name, '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(within(dialog).getByText("Veuillez entrer un nom d'article")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription("Veuillez entrer un nom d'article");
    expect(name).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('refuses a quantity below 1 or not whole, without a request', async () => {
    const u = user();
    await openFridge([juice]);
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Oeufs');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantité' });
    await u.clear(quantity);
    await u.type(quantity, '0');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(quantity).toHaveAccessibleDescription(KITCHEN_MESSAGES.inventoryQuantityMin);
    await u.clear(quantity);
    await u.type(quantity, '1.5');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(quantity).toHaveAccessibleDescription('La quantité doit être un nombre entier supérieur ou égal à 1');
    expect(posts()).toHaveLength(0);
  });

  it("sends the defaults (1, 'unité', 'Autre' for a name the fridge does not know, no date), then shows the new item", async () => {
    const u = user();
    await openFridge([juice]);
    acceptPosts();
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
    expect(within(dialog).getByRole('combobox', { name: 'Unité' })).toHaveValue('unité');
    expect(within(dialog).getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Autre');
    expect(within(dialog).getByLabelText(/Date d'expiration/)).toHaveValue('');

    await u.type(within(dialog).getByRole('textbox', { name: 'Nom' }), '  Restes du dimanche ');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ name: 'Restes du dimanche', quantity: 1, unit: 'unité', category: 'Autre', expirationDate: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Restes du dimanche' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter un article' })).toHaveFocus());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('« Restes du dimanche » a été ajouté au frigo');
  });

  it('guesses the category from the name as it is typed, the keyboard staying in Nom', async () => {
    const u = user();
    await openFridge([juice]);
    acceptPosts();
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    const category = within(dialog).getByRole('combobox', { name: 'Catégorie' });

    await u.type(name, 'Lait');
    expect(category).toHaveValue('Produits Laitiers');
    await u.type(name, ' de coco');
    expect(category).toHaveValue('Épicerie');
    await u.clear(name);
    await u.type(name, 'Cuisses de poulet');
    expect(category).toHaveValue('Viandes et Poissons');
    expect(name).toHaveFocus();

    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(posts()[0]!.body).toMatchObject({ name: 'Cuisses de poulet', category: 'Viandes et Poissons' });
  });

  it('puts ice cream and sorbet with the frozen food, on their food\'s shelf rather than « Autre »', async () => {
    const u = user();
    await openFridge([juice]);
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    const category = within(dialog).getByRole('combobox', { name: 'Catégorie' });

    for (const [typed, shelf] of [
      ['Petits pois surgelés', 'Fruits et Légumes'],
      ['Glace vanille', 'Produits Laitiers'],
      ['Crème glacée', 'Produits Laitiers'],
      ['Sorbet citron', 'Fruits et Légumes'],
    ]) {
      await u.clear(name);
      await u.type(name, typed!);
      expect(category).toHaveValue(shelf);
    }
  });

  it('keeps the category the person picked, whatever the name says next', async () => {
    const u = user();
    await openFridge([juice]);
    acceptPosts();
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    const category = within(dialog).getByRole('combobox', { name: 'Catégorie' });

    await u.type(name, 'Pommes');
    expect(category).toHaveValue('Fruits et Légumes');
    await u.selectOptions(category, 'Autre');
    await u.type(name, ' de terre');
    expect(category).toHaveValue('Autre');

    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(posts()[0]!.body).toMatchObject({ name: 'Pommes de terre', category: 'Autre' });
  });

  it('sends what the user chose, with the category of the chip in use preselected', async () => {
    const u = user();
    await openFridge([juice]);
    acceptPosts();
    await u.click(screen.getByRole('button', { name: /Boissons$/ }));
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    expect(within(dialog).getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Boissons');
    await u.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Lait');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantité' });
    await u.clear(quantity);
    await u.type(quantity, '2');
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Unité' }), 'l');
    await u.type(within(dialog).getByLabelText(/Date d'expiration/), '2025-11-30');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(posts()[0]!.body).toEqual({ name: 'Lait', quantity: 2, unit: 'l', category: 'Boissons', expirationDate: '2025-11-30' });
    expect(await screen.findByRole('article', { name: 'Lait' })).toHaveTextContent('Expire le 30 novembre');
  });

  it("shows the API's field message inline and keeps the dialog open", async () => {
    const u = user();
    await openFridge([juice]);
    net.on('POST /api/inventory-items', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: KITCHEN_MESSAGES.itemNameTooLong, fields: { name: KITCHEN_MESSAGES.itemNameTooLong } }));
    await u.click(screen.getByRole('button', { name: 'Ajouter un article' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un article' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Lait');
    await u.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText(KITCHEN_MESSAGES.itemNameTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Ajouter un article' })).toBeInTheDocument();
  });
});

describe('quantity', () => {
  const patches = (it: InventoryItem) => net.callsTo(`PATCH /api/inventory-items/${it.id}`);

  it('goes up and down by one with the stepper, each step saved (PATCH)', async () => {
    const u = user();
    await openFridge([tomatoes, juice]);
    const field = () => within(card('Tomates')).getByRole('spinbutton', { name: /^Quantité de tomates/ });

    // The first answer is held back: the stepper must not wait for it.
    const held = deferredReply();
    const serveTomatoes = (call: StubCall) => {
      server = server.map((i) => (i.id === tomatoes.id ? { ...i, ...(call.body as Partial<InventoryItem>) } : i));
      return reply(200, server.find((i) => i.id === tomatoes.id));
    };
    net.on(`PATCH /api/inventory-items/${tomatoes.id}`, async (call) => {
      await held.reply();
      return serveTomatoes(call);
    }, serveTomatoes);

    await u.click(screen.getByRole('button', { name: 'Augmenter la quantité de tomates' }));
    await waitFor(() => expect(patches(tomatoes)).toHaveLength(1));
    expect(patches(tomatoes)[0]!.body).toEqual({ quantity: 3 });
    expect(field()).toHaveValue(3);
    await act(async () => held.settle(reply(200)));

    await u.click(screen.getByRole('button', { name: 'Diminuer la quantité de tomates' }));
    await waitFor(() => expect(patches(tomatoes)).toHaveLength(2));
    expect(patches(tomatoes)[1]!.body).toEqual({ quantity: 2 });
    await waitFor(() => expect(field()).toHaveValue(2));
    expect(server.find((i) => i.id === tomatoes.id)!.quantity).toBe(2);
  });

  it('steps a weighed item by 50 g, sending the quantity alone, and keeps its unit and category', async () => {
    const u = user();
    const chicken = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000006', name: 'Blanc de poulet', quantity: 500, unit: 'g', category: 'Viandes et Poissons' });
    await openFridge([chicken]);

    await u.click(screen.getByRole('button', { name: 'Diminuer la quantité de blanc de poulet' }));
    await waitFor(() => expect(patches(chicken)).toHaveLength(1));
    expect(patches(chicken)[0]!.body).toEqual({ quantity: 450 });
    await u.click(screen.getByRole('button', { name: 'Augmenter la quantité de blanc de poulet' }));
    await waitFor(() => expect(patches(chicken)).toHaveLength(2));
    expect(patches(chicken)[1]!.body).toEqual({ quantity: 500 });

    await waitFor(() => expect(net.callsTo('GET /api/inventory-items').length).toBeGreaterThan(1));
    const label = card('Blanc de poulet');
    expect(within(label).getByRole('spinbutton', { name: 'Quantité de blanc de poulet (g)' })).toHaveValue(500);
    expect(within(label).getByText('Viandes et Poissons')).toBeInTheDocument();
  });

  it("names the food the French way to a screen reader: « Quantité d'œufs », « de haricots verts »", async () => {
    const eggs = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000007', name: 'Œufs', quantity: 6, category: 'Produits Laitiers' });
    const beans = item({ id: '0b7c1f9e-1d2a-4c3b-9e8f-000000000008', name: 'Haricots verts', quantity: 200, unit: 'g', category: 'Fruits et Légumes' });
    await openFridge([eggs, beans]);
    expect(within(card('Œufs')).getByRole('group', { name: "Quantité d'œufs" })).toBeInTheDocument();
    expect(within(card('Œufs')).getByRole('spinbutton', { name: "Quantité d'œufs (unités)" })).toHaveValue(6);
    expect(within(card('Œufs')).getByRole('button', { name: "Augmenter la quantité d'œufs" })).toBeInTheDocument();
    expect(within(card('Haricots verts')).getByRole('button', { name: 'Diminuer la quantité de haricots verts' })).toBeInTheDocument();
  });

  it('never goes below 1: − is disabled at 1 and a typed 0 is put back', async () => {
    const u = user();
    await openFridge([juice]);
    const minus = screen.getByRole('button', { name: "Diminuer la quantité de jus d'orange" });
    expect(minus).toBeDisabled();
    await u.click(minus);

    const field = within(card("Jus d'orange")).getByRole('spinbutton', { name: /^Quantité de jus d'orange/ });
    await u.clear(field);
    await u.type(field, '0{Enter}');
    expect(field).toHaveValue(1);
    expect(patches(juice)).toHaveLength(0);

    await u.clear(field);
    await u.type(field, '6{Enter}');
    await waitFor(() => expect(patches(juice)).toHaveLength(1));
    expect(patches(juice)[0]!.body).toEqual({ quantity: 6 });
    expect(field).toHaveValue(6);
  });

  it("says 'Impossible de mettre à jour l'article' when saving fails, and shows the saved amount again", async () => {
    const u = user();
    await openFridge([tomatoes]);
    net.on(`PATCH /api/inventory-items/${tomatoes.id}`, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    await u.click(screen.getByRole('button', { name: 'Augmenter la quantité de tomates' }));
    expect(await screen.findByText(KITCHEN_MESSAGES.itemUpdateFailed)).toBeInTheDocument();
    await waitFor(() => expect(within(card('Tomates')).getByRole('spinbutton')).toHaveValue(2));
  });
});

describe('deleting an item', () => {
  const deletes = (it: InventoryItem) => net.callsTo(`DELETE /api/inventory-items/${it.id}`);

  it('asks first; cancelling keeps the item, confirming deletes it', async () => {
    const u = user();
    await openFridge([tomatoes, juice]);

    await u.click(screen.getByRole('button', { name: 'Supprimer « Tomates »' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
    expect(dialog).toHaveTextContent('« Tomates » sera retiré du frigo pour tout le foyer.');
    // Focus starts on the dialog's field (how the item left), never on the destructive button.
    expect(within(dialog).getByRole('radio', { name: 'Utilisé ou mangé' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Ne pas compter (erreur de saisie…)' })).toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes(tomatoes)).toHaveLength(0);
    expect(card('Tomates')).toBeInTheDocument();
    // Back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Supprimer « Tomates »' })).toHaveFocus());

    await u.click(screen.getByRole('button', { name: 'Supprimer « Tomates »' }));
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(queryCard('Tomates')).not.toBeInTheDocument());
    expect(deletes(tomatoes)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('« Tomates » a été retiré du frigo');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mon Frigo' })).toHaveFocus());
    expect(card("Jus d'orange")).toBeInTheDocument();
  });

  it("'Jeté' or 'Utilisé ou mangé' takes the item out through the exit route, so the anti-gaspi figures count it", async () => {
    const u = user();
    await openFridge([tomatoes, juice]);
    net.on(`POST /api/inventory-items/${tomatoes.id}/exit`, (call) => {
      server = server.filter((i) => i.id !== tomatoes.id);
      return reply(201, { id: 'e1', itemId: tomatoes.id, name: 'Tomates', reason: (call.body as { reason: string }).reason, expirationDate: null, exitedOn: '2025-11-24' });
    });
    await u.click(screen.getByRole('button', { name: 'Supprimer « Tomates »' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer cet article ?' });
    await u.click(within(dialog).getByRole('radio', { name: 'Jeté' }));
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(queryCard('Tomates')).not.toBeInTheDocument());
    expect(net.callsTo(`POST /api/inventory-items/${tomatoes.id}/exit`).map((c) => c.body)).toEqual([{ reason: 'thrown' }]);
    expect(deletes(tomatoes)).toHaveLength(0);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('« Tomates » jeté, retiré du frigo');
  });

  it("keeps the dialog open with 'Impossible de supprimer l'article' when it fails", async () => {
    const u = user();
    await openFridge([tomatoes]);
    net.on(`DELETE /api/inventory-items/${tomatoes.id}`, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    await u.click(screen.getByRole('button', { name: 'Supprimer « Tomates »' }));
    const dialog = screen.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KITCHEN_MESSAGES.itemDeleteFailed);
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
    await u.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(card('Tomates')).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it("refetches when a member changes the household's fridge, not for other resources", async () => {
    await openFridge([juice]);
    expect(listenerCount('household.changed')).toBeGreaterThan(0);
    const before = gets();

    await emitServerEvent('household.changed', { resource: 'shopping-items', action: 'created', ids: ['x'], actorId: 'u2' });
    await emitServerEvent('household.changed', { resource: 'planned-meals', action: 'deleted', ids: ['y'], actorId: 'u2' });
    expect(gets()).toBe(before);

    server = [salmon, juice];
    await emitServerEvent('household.changed', { resource: 'inventory-items', action: 'created', ids: [salmon.id], actorId: 'u2' });
    expect(await screen.findByRole('article', { name: 'Saumon' })).toBeInTheDocument();
    expect(gets()).toBe(before + 1);
  });
});

describe('generate a recipe', () => {
  it("opens the fridge generator: the six dish types, 'Générer' and closing", async () => {
    const u = user();
    await openFridge([juice]);
    await u.click(screen.getByRole('button', { name: 'Générer une recette' }));
    const dialog = screen.getByRole('dialog', { name: 'Générer une recette' });
    // The generator loads lazily into the modal.
    const dessert = await within(dialog).findByRole('radio', { name: /Dessert/ });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    await u.click(dessert);
    expect(dessert).toBeChecked();
    expect(within(dialog).getByRole('button', { name: /Générer/ })).toBeEnabled();
    await u.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is offered once the fridge holds something, and no longer once its last item is gone', async () => {
    const u = user();
    await openFridge([juice]);
    expect(screen.getByRole('button', { name: 'Générer une recette' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: "Supprimer « Jus d'orange »" }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByRole('heading', { name: 'Votre frigo est vide' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Générer une recette' })).not.toBeInTheDocument();
  });
});
