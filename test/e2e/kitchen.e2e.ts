import type { FavoriteRecipe, InventoryItem, PlannedMeal, ShoppingItem } from '#contracts';
import { api, eventually, subscribedUser, subscriptionOf, type ApiUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { addArticle, openDashboardPage, shoppingLine } from './support/dashboard';
import {
  alertDialog,
  button,
  dialog,
  field,
  frenchDayMonthYear,
  frenchLongDate,
  heading,
  onPath,
  todayInZurich,
  untilAttribute,
  untilChecked,
  untilValue,
} from './support/ui';

const browser = useBrowser();

const shoppingItems = (user: ApiUser) => api<ShoppingItem[]>('/shopping-items', { token: user.token });

describe('kitchen pages, main paths', () => {
  it('Liste de courses (phone): adds items through the modal, ticks one, the progress follows, deletes the ticked ones', async () => {
    const user = await subscribedUser({ label: 'shopping' });
    await withPage(
      browser(),
      'kitchen-shopping-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/shopping');
        await heading(page, 'Liste de courses').waitFor();
        await page.getByText('Votre liste est vide').waitFor();
        // On a phone the menu is the tab bar.
        await page.getByRole('navigation', { name: 'Raccourcis' }).getByRole('link', { name: 'Courses' }).waitFor();

        const addItem = async (name: string, quantity: string, unit: string) => {
          await addArticle(page, { name, quantity, unit });
          await shoppingLine(page, name).waitFor({ state: 'attached' });
        };
        await addItem('Lait', '2', 'l');
        await addItem('Farine', '500', 'g');

        const progress = page.getByRole('progressbar', { name: 'Progression des courses' });
        await untilAttribute(progress, 'aria-valuenow', '0');
        await page.getByText('0 / 2 articles · 0\u00a0%').waitFor();

        const milk = page.getByRole('checkbox', { name: /^Lait/ });
        // click, not check(): the box is controlled by the cached list, which React re-renders a
        // tick after the click, and check() reads the state at once.
        await milk.click();
        await untilChecked(milk);
        await untilAttribute(progress, 'aria-valuenow', '50');
        await page.getByText('1 / 2 articles · 50\u00a0%').waitFor();
        // The tick is saved, not only drawn.
        await eventually('the milk is ticked on the server', () => shoppingItems(user), (items) => items.some((i) => i.name === 'Lait' && i.checked));

        // One tap, no confirmation: the notice offers 'Annuler' instead.
        await button(page, 'Supprimer les articles cochés').click();
        await page.getByText('1 article coché supprimé').waitFor();
        await milk.waitFor({ state: 'detached' });
        await page.getByRole('checkbox', { name: /^Farine/ }).waitFor({ state: 'attached' });
        await page.getByText('0 / 1 article · 0\u00a0%').waitFor();
      },
      PHONE,
    );
    const left = await shoppingItems(user);
    expect(left.map((i) => [i.name, i.quantity, i.unit, i.checked])).toEqual([['Farine', '500', 'g', false]]);
  });

  it("Planning: adds a meal with the modal's defaults under its long French date, and puts the week's ingredients on the list", async () => {
    const user = await subscribedUser({ label: 'planning' });
    const today = todayInZurich();
    // A meal with a recipe (as planned from the suggestions): ingredients for 2, cooked for 4.
    await api<PlannedMeal>('/planned-meals', {
      token: user.token,
      body: {
        recipeTitle: 'Soupe de lentilles',
        date: today,
        time: '12:30',
        servings: 4,
        recipeServings: 2,
        type: 'plat',
        ingredients: ['200 g de lentilles corail', '2 carottes', '1 oignon', 'sel et poivre'],
        instructions: ['Émincer les légumes.', 'Cuire 20 minutes avec les lentilles.'],
      },
    });

    await withPage(browser(), 'kitchen-planning', async (page) => {
      await openDashboardPage(page, user, '/dashboard/planning');
      await heading(page, 'Planning des repas').waitFor();
      const day = page.getByRole('region', { name: frenchLongDate(today), exact: true });
      await day.getByText('Soupe de lentilles', { exact: true }).waitFor();

      await button(page, 'Ajouter un repas').first().click();
      const modal = dialog(page, 'Ajouter un repas');
      await modal.waitFor();
      // The defaults: today, 19:00, 2 portions, a main course.
      expect(await field(modal, 'Date').inputValue()).toBe(today);
      expect(await field(modal, 'Heure').inputValue()).toBe('19:00');
      expect(await field(modal, 'Portions').inputValue()).toBe('2');
      await field(modal, 'Titre du repas').fill('Gratin de courgettes');
      await button(modal, 'Ajouter au planning').click();
      await modal.waitFor({ state: 'detached' });

      await day.getByText('Gratin de courgettes', { exact: true }).waitFor();
      await page.getByText(`« Gratin de courgettes » ajouté au planning le ${frenchLongDate(today).toLowerCase()} à 19:00`).waitFor();
      const dinner = day.getByRole('listitem').filter({ hasText: 'Gratin de courgettes' });
      await dinner.getByText('Plat', { exact: true }).waitFor();
      await dinner.getByText('2 personnes').waitFor();

      await button(page, 'Ajouter les courses de la semaine').click();
      const groceries = dialog(page, 'Courses de la semaine');
      // By aisle, each line with its days; nothing in the fridge yet.
      await groceries.getByText('Déjà au frigo : 0 sur 3', { exact: true }).waitFor();
      await heading(groceries, 'Fruits et légumes').waitFor();
      await button(groceries, 'Ajouter les courses de la semaine').click();
      // Salt and pepper are staples: three lines, not four.
      await groceries.getByText('3 articles ajoutés à la liste de courses', { exact: true }).waitFor();
      await groceries.getByRole('link', { name: 'Voir la liste de courses' }).click();

      await onPath(page, '/dashboard/shopping');
      await heading(page, 'Liste de courses').waitFor();
      const group = page.getByRole('region', { name: /^Menus du / });
      // Scaled from 2 to 4 servings: 400 g of lentils are bought as the paquet of 500 g a shop sells.
      await group.getByRole('checkbox', { name: 'lentilles corail 1 paquet' }).waitFor({ state: 'attached' });
      await group.getByRole('checkbox', { name: /^carottes\b.*4/ }).waitFor({ state: 'attached' });
      await group.getByRole('checkbox', { name: /^oignon/ }).waitFor({ state: 'attached' });
      expect(await group.getByRole('checkbox').count()).toBe(3);
    });
  });

  it('Mon Frigo: adds an item, changes its quantity, deletes it', async () => {
    const user = await subscribedUser({ label: 'fridge' });
    const fridge = () => api<InventoryItem[]>('/inventory-items', { token: user.token });
    await withPage(browser(), 'kitchen-inventory', async (page) => {
      await openDashboardPage(page, user, '/dashboard/inventory');
      await heading(page, 'Mon Frigo').waitFor();
      await page.getByText('Votre frigo est vide').waitFor();

      await button(page, 'Ajouter un article').first().click();
      const modal = dialog(page, 'Ajouter un article');
      await modal.waitFor();
      await field(modal, 'Nom').fill('Yaourts nature');
      // The category follows the name: nothing to pick for a food the fridge knows.
      await untilValue(field(modal, 'Catégorie'), 'Produits Laitiers');
      await field(modal, 'Quantité').fill('4');
      await button(modal, 'Ajouter').click();
      await modal.waitFor({ state: 'detached' });
      await page.getByText('« Yaourts nature » a été ajouté au frigo').waitFor();

      const card = page.getByRole('article', { name: 'Yaourts nature' });
      await card.getByText('Produits Laitiers', { exact: true }).waitFor();
      const quantity = card.getByRole('spinbutton', { name: /^Quantité de yaourts nature/ });
      await untilValue(quantity, '4');

      await button(card, 'Augmenter la quantité de yaourts nature').click();
      await untilValue(quantity, '5');
      await quantity.fill('12');
      await quantity.press('Enter');
      await untilValue(quantity, '12');
      await eventually('the new quantity is saved', fridge, (items) => items[0]?.quantity === 12);

      await button(card, 'Supprimer « Yaourts nature »').click();
      const confirm = alertDialog(page, 'Supprimer cet article ?');
      await button(confirm, 'Supprimer').click();
      await page.getByText('« Yaourts nature » a été retiré du frigo').waitFor();
      await card.waitFor({ state: 'detached' });
      await page.getByText('Votre frigo est vide').waitFor();
    });
    expect(await fridge()).toEqual([]);
  });

  it('Favoris: opens a favourite with its numbered steps, adds it to the shopping list, and plans it', async () => {
    const user = await subscribedUser({ label: 'favorites' });
    const steps = ['Couper les légumes en dés.', 'Les faire revenir dans l’huile d’olive.', 'Laisser mijoter 40 minutes.'];
    await api<FavoriteRecipe>('/favorites', {
      token: user.token,
      body: {
        recipeId: 'e2e-ratatouille',
        recipeTitle: 'Ratatouille niçoise',
        description: 'Les légumes du soleil, longuement mijotés.',
        preparationTime: 60,
        servings: 4,
        difficulty: 'facile',
        type: 'plat',
        ingredients: ['2 courgettes', '1 aubergine', '3 tomates'],
        instructions: steps,
      },
    });

    await withPage(browser(), 'kitchen-favorites', async (page) => {
      await openDashboardPage(page, user, '/dashboard/favorites');
      await heading(page, 'Favoris').waitFor();
      await button(page, 'Ratatouille niçoise').click();

      const detail = dialog(page, 'Ratatouille niçoise');
      await detail.waitFor();
      const preparation = detail.getByRole('region', { name: 'Préparation' });
      // An ordered list: the steps are numbered, in their order.
      expect(await preparation.locator('ol > li').allTextContents()).toEqual(steps);
      expect(await detail.getByRole('region', { name: 'Ingrédients' }).getByRole('listitem').count()).toBe(3);

      await button(detail, 'Ajouter à la liste de courses').click();
      await detail.getByText('Ajouté à la liste de courses !').waitFor();
      const listed = await eventually('the ingredients are on the list', () => shoppingItems(user), (items) => items.length === 3);
      expect(listed.every((i) => i.recipeTitle === 'Ratatouille niçoise')).toBe(true);

      // Planning it opens the planning's form, filled in from the recipe.
      await button(detail, 'Ajouter au planning').click();
      await onPath(page, '/dashboard/planning');
      const modal = dialog(page, 'Ajouter un repas');
      await modal.waitFor();
      expect(await field(modal, 'Titre du repas').inputValue()).toBe('Ratatouille niçoise');
      expect(await field(modal, 'Portions').inputValue()).toBe('4');
      await button(modal, 'Ajouter au planning').click();
      await modal.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: frenchLongDate(todayInZurich()), exact: true }).getByText('Ratatouille niçoise', { exact: true }).waitFor();
    });
  });

  it('Paramètres: the subscription section shows the FREE30 trial', async () => {
    const user = await subscribedUser({ label: 'settings' }, 'FREE30');
    const { trialEnd } = await subscriptionOf(user.token);
    await withPage(browser(), 'kitchen-settings', async (page) => {
      await openDashboardPage(page, user, '/dashboard/settings');
      await heading(page, 'Paramètres').waitFor();
      const section = page.getByRole('region', { name: 'Abonnement' });
      await section.getByText('Premium, mensuelle', { exact: true }).waitFor();
      await section.getByText(`Période d'essai jusqu'au ${frenchDayMonthYear(trialEnd!)}`, { exact: true }).waitFor();
      await button(section, 'Gérer mon abonnement').waitFor();
    });
  });
});
