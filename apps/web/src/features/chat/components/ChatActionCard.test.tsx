import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatActionDto } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { aMessage, renderChatPage } from '../testing/render-chat';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: (stub) => stub.on('GET /api/chat/actions', reply(200, [])) });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const proposed: ChatActionDto = {
  id: '5f0c1c1e-0000-4000-8000-000000000001',
  kind: 'shopping.add',
  status: 'proposed',
  replyTo: 'u-1',
  title: 'Ajouter à la liste de courses',
  changes: ['Recette : « Crêpes au sucre et au citron »', '250 g de farine', '4 œufs'],
  createdAt: new Date().toISOString(),
};

async function chatWithCard() {
  net.on('GET /api/chat/messages', reply(200, []));
  net.on('POST /api/chat/messages', reply(202, { message: aMessage('user', 'Ajoute les ingrédients à ma liste', { id: 'u-1' }), replyId: 'r-1' }));
  renderChatPage();
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Votre message au chef' }), 'Ajoute les ingrédients à ma liste{Enter}');
  await waitFor(() => expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1));
  await emitServerEvent('chat.action_proposed', { replyId: 'r-1', replyTo: 'u-1', action: proposed });
  await emitServerEvent('chat.done', { replyId: 'r-1', replyTo: 'u-1', message: aMessage('assistant', 'Voici ce que je vous propose.', { id: 'a-1' }) });
  return { user, card: await screen.findByRole('region', { name: 'Ajouter à la liste de courses' }) };
}

describe('the chef’s action cards', () => {
  it('show what will change; "Confirmer" does it, then "Annuler" undoes it', async () => {
    const { user, card } = await chatWithCard();
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(proposed.changes);
    expect(net.callsTo(`POST /api/chat/actions/${proposed.id}/confirm`)).toHaveLength(0);

    net.on(
      `POST /api/chat/actions/${proposed.id}/confirm`,
      reply(200, { ...proposed, status: 'done', result: '2 articles ajoutés à la liste de courses', undoUntil: new Date(Date.now() + 10_000).toISOString() }),
    );
    await user.click(within(card).getByRole('button', { name: 'Confirmer' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('2 articles ajoutés à la liste de courses');
    expect(within(card).queryByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument();
    // The keyboard stays in the card, on the way back (focus moves once the card has rendered its result).
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Annuler' })).toHaveFocus());

    net.on(`POST /api/chat/actions/${proposed.id}/undo`, reply(200, { ...proposed, status: 'undone' }));
    await user.click(within(card).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Action annulée.'));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a basic added to « Mon placard » from the chat shows at once in the settings’ cupboard', async () => {
    const pantryCard: ChatActionDto = { ...proposed, id: '5f0c1c1e-0000-4000-8000-000000000002', kind: 'pantry.add', title: 'Ajouter à «\u00a0Mon placard\u00a0»', changes: ['sucre'] };
    net.on('GET /api/chat/messages', reply(200, [aMessage('user', 'Un dessert ?', { id: 'u-1' }), aMessage('assistant', 'Confirmez ci-dessous.', { id: 'a-1' })]));
    net.on('GET /api/chat/actions', reply(200, [pantryCard]));
    const { client } = renderChatPage();
    client.setQueryData(['pantry'], { items: ['sel', 'poivre', 'eau', 'huile'], isDefault: true, suggestions: [] });
    const card = await screen.findByRole('region', { name: 'Ajouter à «\u00a0Mon placard\u00a0»' });
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['sucre']);
    net.on(`POST /api/chat/actions/${pantryCard.id}/confirm`, reply(200, { ...pantryCard, status: 'done', result: '«\u00a0Mon placard\u00a0» contient désormais sucre', undoUntil: new Date(Date.now() + 10_000).toISOString() }));
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirmer' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(/Mon placard.+contient désormais sucre/);
    await waitFor(() => expect(client.getQueryState(['pantry'])?.isInvalidated).toBe(true));
  });

  it('"Annuler" on a proposal writes nothing; a refusal shows the API’s French message', async () => {
    const { user, card } = await chatWithCard();
    net.on(`POST /api/chat/actions/${proposed.id}/confirm`, reply(404, { statusCode: 404, code: 'NOT_FOUND', message: "Cet article n'est pas dans votre frigo." }));
    await user.click(within(card).getByRole('button', { name: 'Confirmer' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent("Cet article n'est pas dans votre frigo.");

    net.on(`POST /api/chat/actions/${proposed.id}/cancel`, reply(200, { ...proposed, status: 'cancelled' }));
    await user.click(within(card).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Proposition annulée.'));
    expect(net.callsTo(`POST /api/chat/actions/${proposed.id}/confirm`)).toHaveLength(1);
  });

  it('a reloaded chat shows the cards of the last day under the replies they belong to', async () => {
    net.on('GET /api/chat/messages', reply(200, [aMessage('user', 'Ajoute les ingrédients à ma liste', { id: 'u-1' }), aMessage('assistant', 'Voici ce que je vous propose.', { id: 'a-1' })]));
    net.on('GET /api/chat/actions', reply(200, [proposed, { ...proposed, id: 'other', replyTo: 'gone', title: 'Planifier un repas' }]));
    renderChatPage();
    const card = await screen.findByRole('region', { name: 'Ajouter à la liste de courses' });
    expect(within(card).getByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
    // A card whose message was cleared has nowhere to go.
    expect(screen.queryByRole('region', { name: 'Planifier un repas' })).not.toBeInTheDocument();
  });

  it('a done card past its 10 s offers no "Annuler"', async () => {
    await chatWithCard();
    await emitServerEvent('chat.action_updated', { action: { ...proposed, status: 'done', result: 'Fait', undoUntil: new Date(Date.now() - 1).toISOString() } });
    const card = screen.getByRole('region', { name: 'Ajouter à la liste de courses' });
    expect(within(card).getByRole('status')).toHaveTextContent('Fait');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
