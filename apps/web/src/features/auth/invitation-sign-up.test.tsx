import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, sessionBody, sessionExpired } from '../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../shared/http/testing/use-fetch-stub';
import { renderAuthRoutes } from './testing/render-auth-routes';

// AuthForm's part of family sharing: an invitation link's sign-up joins the household at once.

const net = useFetchStub({ routes: (stub) => stub.on('POST /api/auth/refresh', sessionExpired).on('POST /api/auth/sign-up', reply(201, sessionBody())) });

async function signUp(entry: string, landing = 'Questionnaire') {
  const u = userEvent.setup();
  renderAuthRoutes(entry);
  await screen.findByRole('heading', { name: 'Créer un compte' });
  await u.type(screen.getByLabelText('Prénom'), 'Léa');
  await u.type(screen.getByLabelText('Nom'), 'Favre');
  await u.type(screen.getByLabelText('Email'), 'lea@example.ch');
  await u.type(screen.getByLabelText('Mot de passe'), 'secret-123');
  await u.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  await screen.findByRole('heading', { name: landing });
  return net.callsTo('POST /api/auth/sign-up')[0]!.body;
}

it('sends invitationToken with the sign-up when the URL has ?invitation=', async () => {
  expect(await signUp('/auth?mode=signup&invitation=tok-42')).toEqual({
    firstName: 'Léa',
    lastName: 'Favre',
    email: 'lea@example.ch',
    password: 'secret-123',
    invitationToken: 'tok-42',
  });
});

it('sends none without an invitation; the visitor then continues from the mailbox', async () => {
  net.on('POST /api/auth/sign-up', reply(202, { sent: true }));
  expect(await signUp('/auth?mode=signup', 'Vérifiez votre email')).not.toHaveProperty('invitationToken');
});
