import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '#contracts';
import { reply, sessionExpired } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderAuthRoutes } from '../testing/render-auth-routes';
import { asWritten } from '../../../shared/testing/as-written';

const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', sessionExpired) });

it('undoes the change only when asked, then sends to the sign-in', async () => {
  net.on('POST /api/auth/email/change/cancel', reply(200, { cancelled: true }));
  renderAuthRoutes('/auth/email-change/cancel?token=abc');
  const button = await screen.findByRole('button', { name: "Annuler le changement d'adresse" });
  expect(net.callsTo('POST /api/auth/email/change/cancel')).toHaveLength(0);

  await userEvent.click(button);
  expect(await screen.findByRole('heading', { name: 'Changement annulé' })).toBeInTheDocument();
  expect(screen.getByText(ACCOUNT_MESSAGES.emailChangeCancelled, asWritten)).toBeInTheDocument();
  expect(net.callsTo('POST /api/auth/email/change/cancel')).toEqual([expect.objectContaining({ body: { token: 'abc' } })]);
  await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
});

it("says a used or expired link is invalid, in the API's words", async () => {
  net.on('POST /api/auth/email/change/cancel', reply(400, { statusCode: 400, code: 'TOKEN_INVALID', message: ACCOUNT_MESSAGES.emailChangeCancelInvalid }));
  renderAuthRoutes('/auth/email-change/cancel?token=old');
  await userEvent.click(await screen.findByRole('button', { name: "Annuler le changement d'adresse" }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailChangeCancelInvalid);
});

it('without a token, has nothing to cancel', async () => {
  renderAuthRoutes('/auth/email-change/cancel');
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.emailChangeCancelInvalid);
  expect(screen.getByRole('button', { name: "Annuler le changement d'adresse" })).toBeDisabled();
});
