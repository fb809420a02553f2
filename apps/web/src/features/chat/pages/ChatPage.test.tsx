import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECIPE_MESSAGES } from '#contracts';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { aMessage, renderChatPage } from '../testing/render-chat';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub({ routes: (stub) => stub.on('GET /api/chat/actions', reply(200, [])) });
const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

const log = () => screen.getByRole('log', { name: 'Conversation avec le chef' });
const bubbles = () => Array.from(log().children).map((el) => el.textContent);
const input = () => screen.getByRole('textbox', { name: 'Votre message au chef' });
const streaming = () => screen.queryByTestId('chef-streaming');

function stored(content: string, id = 'u-1') {
  return aMessage('user', content, { id });
}

async function openEmptyChat() {
  net.on('GET /api/chat/messages', reply(200, []));
  renderChatPage();
  await screen.findByRole('heading', { name: 'Bonjour ! Je suis votre chef.' });
  return userEvent.setup();
}

describe('history', () => {
  it('shows the stored messages oldest first, the chef’s lists as lists, and no injected HTML', async () => {
    net.on(
      'GET /api/chat/messages',
      reply(200, [
        aMessage('user', 'Une idée avec des courgettes ?'),
        aMessage('assistant', 'Essayez un gratin :\n- 3 courgettes\n- 80 g de comté\nBon appétit !'),
        aMessage('user', '<img src=x onerror="alert(1)"> et sans fromage ?'),
      ]),
    );
    renderChatPage();

    await screen.findByRole('log');
    const texts = bubbles();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Vous : Une idée avec des courgettes ?');
    expect(texts[1]).toContain('Le chef : Essayez un gratin\u00a0:'); // the chef's ordinary space before « : » shown non-breaking
    expect(texts[2]).toContain('<img src=x onerror="alert(1)"> et sans fromage ?');

    const list = within(log()).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 courgettes', '80 g de comté']);
    expect(log().querySelector('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bonjour ! Je suis votre chef.' })).not.toBeInTheDocument();
    // The newest message is brought into view.
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('offers suggested questions when empty; a chip sends its question', async () => {
    const user = await openEmptyChat();
    net.on('POST /api/chat/messages', reply(202, { message: stored('Par quoi remplacer le beurre ?'), replyId: 'r-1' }));

    const chips = within(screen.getByRole('list', { name: 'Suggestions de questions' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      "Que cuisiner avec ce que j'ai dans le frigo ?",
      'Par quoi remplacer le beurre ?',
      'Combien de temps cuire un œuf mollet ?',
      'Comment conserver les fraises ?',
    ]);
    await user.click(chips[1]!);

    await waitFor(() => expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/chat/messages')[0]!.body).toEqual({ content: 'Par quoi remplacer le beurre ?' });
    expect(bubbles()[0]).toContain('Par quoi remplacer le beurre ?');
  });

  it('offers no bin while there is no conversation to clear, and shows it once there is one', async () => {
    const user = await openEmptyChat();
    expect(screen.queryByRole('button', { name: "Effacer l'historique" })).not.toBeInTheDocument();

    net.on('POST /api/chat/messages', reply(202, { message: stored('Bonjour chef'), replyId: 'r-1' }));
    await user.type(input(), 'Bonjour chef{Enter}');
    await waitFor(() => expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1));
    // There is a conversation now; it cannot be cleared while the chef is still answering.
    expect(screen.getByRole('button', { name: "Effacer l'historique" })).toBeDisabled();
  });
});

describe('sending', () => {
  it('does not send an empty or blank message', async () => {
    const user = await openEmptyChat();

    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(net.callsTo('POST /api/chat/messages')).toHaveLength(0);
  });

  it('sends on Enter (Shift+Enter adds a line), shows the message at once and blocks sending until the reply is done', async () => {
    const user = await openEmptyChat();
    const pending = deferredReply();
    net.on('POST /api/chat/messages', pending.reply);

    await user.type(input(), 'Combien de temps{Shift>}{Enter}{/Shift}pour un œuf ?{Enter}');

    expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1);
    expect(net.callsTo('POST /api/chat/messages')[0]!.body).toEqual({ content: 'Combien de temps\npour un œuf ?' });
    expect(input()).toHaveValue('');
    expect(bubbles()[0]).toContain('Combien de temps\npour un œuf ?');
    expect(streaming()).toBeInTheDocument();
    const busy = screen.getByRole('button', { name: 'Le chef répond…' });
    expect(busy).toBeDisabled();

    await act(async () => pending.settle(reply(202, { message: stored('Combien de temps\npour un œuf ?'), replyId: 'r-1' })));
    await user.type(input(), 'Et un œuf dur ?{Enter}');
    expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1);
    expect(input()).toHaveValue('Et un œuf dur ?');
    expect(screen.getByRole('button', { name: 'Le chef répond…' })).toBeDisabled();

    await emitServerEvent('chat.done', { replyId: 'r-1', replyTo: 'u-1', message: aMessage('assistant', '6 minutes.', { id: 'a-1' }) });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('says why Enter does not send while the chef is answering, keeping the text, and says nothing once sending is possible', async () => {
    const user = await openEmptyChat();
    net.on('POST /api/chat/messages', reply(202, { message: stored('Un œuf mollet ?'), replyId: 'r-1' }));
    await user.type(input(), 'Un œuf mollet ?{Enter}');
    const reason = () => screen.queryByText(/^Le chef répond encore/);
    expect(reason()).not.toBeInTheDocument();

    await user.type(input(), 'Et dur ?{Enter}');
    expect(net.callsTo('POST /api/chat/messages')).toHaveLength(1);
    expect(input()).toHaveValue('Et dur ?');
    expect(reason()).toHaveTextContent("Le chef répond encore… Vous pourrez envoyer votre message dès qu'il aura fini.");
    expect(reason()!.closest('[role="status"]')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Le chef répond…' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription("Le chef répond encore… Vous pourrez envoyer votre message dès qu'il aura fini.");

    await emitServerEvent('chat.done', { replyId: 'r-1', replyTo: 'u-1', message: aMessage('assistant', 'Six minutes.', { id: 'a-1' }) });
    expect(reason()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(input()).toHaveValue('Et dur ?');
  });

  it('streams the reply in order from chat.delta, then shows the stored message', async () => {
    const user = await openEmptyChat();
    const pending = deferredReply();
    net.on('POST /api/chat/messages', pending.reply);
    await user.type(input(), 'Un œuf mollet ?{Enter}');

    // The chef can be quicker than the POST's answer: these wait for the reply id.
    await emitServerEvent('chat.delta', { replyId: 'r-1', replyTo: 'u-1', delta: 'Comptez' });
    await act(async () => pending.settle(reply(202, { message: stored('Un œuf mollet ?'), replyId: 'r-1' })));
    expect(streaming()).toHaveTextContent(/^Comptez$/);

    await emitServerEvent('chat.delta', { replyId: 'r-1', replyTo: 'u-1', delta: ' 6 minutes' });
    await emitServerEvent('chat.delta', { replyId: 'other-reply', replyTo: 'u-9', delta: ' HORS SUJET' });
    await emitServerEvent('chat.delta', { replyId: 'r-1', replyTo: 'u-1', delta: ' dans l’eau bouillante.' });
    expect(streaming()).toHaveTextContent(/^Comptez 6 minutes dans l’eau bouillante\.$/);
    expect(log()).not.toHaveTextContent('Comptez');

    await emitServerEvent('chat.done', {
      replyId: 'r-1',
      replyTo: 'u-1',
      message: aMessage('assistant', 'Comptez **6 minutes** dans l’eau bouillante.', { id: 'a-1' }),
    });

    expect(streaming()).not.toBeInTheDocument();
    const texts = bubbles();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Un œuf mollet ?');
    expect(texts[1]).toContain('Comptez 6 minutes dans l’eau bouillante.');
    expect(within(log()).getByText('6 minutes').tagName).toBe('STRONG');
  });

  it("removes the user's message and shows the error when the reply fails (chat.failed)", async () => {
    const user = await openEmptyChat();
    net.on('POST /api/chat/messages', reply(202, { message: stored('Une recette de tarte ?'), replyId: 'r-1' }));
    await user.type(input(), 'Une recette de tarte ?{Enter}');
    await waitFor(() => expect(bubbles()[0]).toContain('Une recette de tarte ?'));
    await emitServerEvent('chat.delta', { replyId: 'r-1', replyTo: 'u-1', delta: 'Bien sûr' });

    await emitServerEvent('chat.failed', { replyId: 'r-1', replyTo: 'u-1', error: RECIPE_MESSAGES.chatError(500, 'boom') });

    expect(screen.getByRole('alert')).toHaveTextContent('Erreur du service de chat (500): boom');
    expect(within(log()).queryByText(/Une recette de tarte/)).not.toBeInTheDocument();
    expect(streaming()).not.toBeInTheDocument();
    // The text comes back to the composer, ready to be sent again.
    expect(input()).toHaveValue('Une recette de tarte ?');
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('does not stay blocked when the end of the reply was lost: the stored history settles it', async () => {
    jest.useFakeTimers();
    try {
      net.on('GET /api/chat/messages', reply(200, []));
      renderChatPage();
      await screen.findByRole('heading', { name: 'Bonjour ! Je suis votre chef.' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      net.on('POST /api/chat/messages', reply(202, { message: stored('Une sauce rapide ?'), replyId: 'r-1' }));
      await user.type(input(), 'Une sauce rapide ?{Enter}');
      await emitServerEvent('chat.delta', { replyId: 'r-1', replyTo: 'u-1', delta: 'Une vinaigrette' });
      const answer = aMessage('assistant', 'Une vinaigrette à la moutarde.', { id: 'a-1' });
      net.on('GET /api/chat/messages', reply(200, [stored('Une sauce rapide ?'), answer]));

      // The socket dropped: no chat.done. Nothing is asked before 15 s of silence.
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(net.callsTo('GET /api/chat/messages')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(6_000));

      expect(net.callsTo('GET /api/chat/messages')).toHaveLength(2);
      expect(streaming()).not.toBeInTheDocument();
      expect(bubbles()[1]).toContain('Une vinaigrette à la moutarde.');
      expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("removes the user's message when the API refuses it (daily limit)", async () => {
    const user = await openEmptyChat();
    net.on('POST /api/chat/messages', reply(429, { statusCode: 429, code: 'DAILY_LIMIT', message: RECIPE_MESSAGES.dailyChatLimit }));

    await user.type(input(), 'Encore une question{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(RECIPE_MESSAGES.dailyChatLimit);
    expect(within(log()).queryByText(/Encore une question/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });
});

describe('clearing the history', () => {
  beforeEach(() => {
    net.on('GET /api/chat/messages', reply(200, [aMessage('user', 'Bonjour'), aMessage('assistant', 'Bonjour ! Que cuisinons-nous ?')]));
  });

  it('asks for confirmation first, then empties the conversation', async () => {
    net.on('DELETE /api/chat/messages', reply(204));
    renderChatPage();
    await screen.findByRole('log');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: "Effacer l'historique" }));
    const dialog = screen.getByRole('alertdialog', { name: "Effacer l'historique ?" });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(net.callsTo('DELETE /api/chat/messages')).toHaveLength(0);
    expect(bubbles()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: "Effacer l'historique" }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Effacer' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(net.callsTo('DELETE /api/chat/messages')).toHaveLength(1);
    expect(log().children).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Bonjour ! Je suis votre chef.' })).toBeInTheDocument();
    // Nothing is left to clear: the bin goes, and the focus waits in the composer.
    expect(screen.queryByRole('button', { name: "Effacer l'historique" })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it("says 'Impossible de supprimer l'historique' and keeps the messages when it fails", async () => {
    net.on('DELETE /api/chat/messages', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue' }));
    renderChatPage();
    await screen.findByRole('log');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: "Effacer l'historique" }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Effacer' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent("Impossible de supprimer l'historique");
    expect(bubbles()).toHaveLength(2);
  });
});
