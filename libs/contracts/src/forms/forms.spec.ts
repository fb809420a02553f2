import { AUTH_MESSAGES, KITCHEN_MESSAGES } from '../messages';
import { forgotPasswordFormSchema, newPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth-forms';
import { inventoryItemFormSchema } from './kitchen-forms';
import { emailChangeFormSchema, householdNameFormSchema, invitationFormSchema, profileFormSchema } from './account-forms';

/** The French message of each invalid field, as a form shows them: its first issue (the resolver's 'firstError'). */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('auth form schemas', () => {
  it('say what is missing in French', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ firstName: ' ', lastName: '', email: '', password: '', phone: '' }))).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('keep the spec password lengths and a loose e-mail check', () => {
    expect(messagesOf(signInFormSchema.safeParse({ email: 'claire@', password: 'abc' }))).toEqual({
      email: "Format d'adresse email invalide",
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    expect(messagesOf(signInFormSchema.safeParse({ email: 'claire@example.ch', password: 'x'.repeat(129) }))).toEqual({
      password: 'Le mot de passe ne doit pas dépasser 128 caractères',
    });
  });

  it('trim what is sent, as the API does', () => {
    expect(forgotPasswordFormSchema.parse({ email: '  claire@example.ch ' })).toEqual({ email: 'claire@example.ch' });
    expect(signUpFormSchema.parse({ firstName: ' Claire ', lastName: 'Favre', email: 'c@example.ch', password: 'secret1', phone: ' ' })).toMatchObject({
      firstName: 'Claire',
      phone: '',
    });
  });

  it('refuse a name longer than the API takes', () => {
    const tooLong = signUpFormSchema.safeParse({ firstName: 'a'.repeat(81), lastName: 'Favre', email: 'c@example.ch', password: 'secret1', phone: '' });
    expect(messagesOf(tooLong)).toEqual({ firstName: AUTH_MESSAGES.firstNameRequired });
  });

  it('put a mismatched confirmation on the confirmation field', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: 'secret1', confirmation: 'secret2' }))).toEqual({
      confirmation: 'Les mots de passe ne correspondent pas',
    });
  });
});

describe('the fridge item form schema', () => {
  const valid = { name: 'Tomates', quantity: '2', unit: 'unité', category: 'Fruits et Légumes', expirationDate: '' };

  it('reads the form into what the API takes (1 when the quantity is empty, null without a date)', () => {
    expect(inventoryItemFormSchema.parse({ ...valid, name: ' Tomates ', quantity: '' })).toEqual({
      name: 'Tomates',
      quantity: 1,
      unit: 'unité',
      category: 'Fruits et Légumes',
      expirationDate: null,
    });
    expect(inventoryItemFormSchema.parse({ ...valid, expirationDate: '2026-12-01' }).expirationDate).toBe('2026-12-01');
  });

  it('says in French what is wrong', () => {
    expect(messagesOf(inventoryItemFormSchema.safeParse({ ...valid, name: '', quantity: '1.5', unit: 'seau', category: 'Jouets', expirationDate: '2026-13-01' }))).toEqual({
      name: KITCHEN_MESSAGES.itemNameRequired,
      quantity: 'La quantité doit être un nombre entier supérieur ou égal à 1',
      unit: 'Unité invalide',
      category: 'Catégorie invalide',
      expirationDate: "Date d'expiration invalide",
    });
    expect(messagesOf(inventoryItemFormSchema.safeParse({ ...valid, name: 'a'.repeat(121), quantity: '0' }))).toEqual({
      name: "Le nom de l'article ne doit pas dépasser 120 caractères",
      quantity: KITCHEN_MESSAGES.inventoryQuantityMin,
    });
  });
});

describe('account and family form schemas', () => {
  it('refuse the account\'s own address, in French, before anything is sent', () => {
    const schema = emailChangeFormSchema('claire@example.ch');
    expect(messagesOf(schema.safeParse({ newEmail: ' Claire@Example.ch ', currentPassword: '' }))).toEqual({
      newEmail: 'Cette adresse email est déjà associée à votre compte',
      currentPassword: 'Saisissez votre mot de passe actuel',
    });
    expect(schema.parse({ newEmail: ' camille@example.ch', currentPassword: 'secret' })).toEqual({ newEmail: 'camille@example.ch', currentPassword: 'secret' });
  });

  it('ask for the names, the household name and the invited address', () => {
    expect(messagesOf(profileFormSchema.safeParse({ firstName: '', lastName: ' ' }))).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
    });
    expect(messagesOf(householdNameFormSchema.safeParse({ name: '  ' }))).toEqual({ name: 'Le nom du foyer est requis' });
    expect(messagesOf(invitationFormSchema.safeParse({ email: '' }))).toEqual({ email: "L'adresse email est requise" });
    expect(messagesOf(invitationFormSchema.safeParse({ email: 'lea@' }))).toEqual({ email: "Format d'adresse email invalide" });
  });
});
