import { AUTH_MESSAGES, KITCHEN_MESSAGES } from '../messages';
import { RECIPE_BOOK_MESSAGES } from '../recipe-book';
import { forgotPasswordFormSchema, newPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth-forms';
import { inventoryItemFormSchema } from './kitchen-forms';
import { importLinkFormSchema, recipeFormSchema } from './recipe-forms';
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

describe('the recipe book form schemas', () => {
  const written = {
    title: ' Gratin de mamie ',
    type: 'plat',
    servings: '4',
    preparationTime: '20',
    cookingTime: '',
    difficulty: 'facile',
    ingredients: '1 kg de pommes de terre\n\n  50 cl de crème  \n',
    steps: 'Trancher.\nCuire 1 heure.',
  } as const;

  it('reads the form into what the API takes: one line each, nothing for what is left empty', () => {
    expect(recipeFormSchema.parse(written)).toEqual({
      title: 'Gratin de mamie',
      type: 'plat',
      servings: 4,
      preparationTime: 20,
      cookingTime: null,
      difficulty: 'facile',
      ingredients: ['1 kg de pommes de terre', '50 cl de crème'],
      steps: ['Trancher.', 'Cuire 1 heure.'],
    });
    expect(recipeFormSchema.parse({ ...written, type: '', servings: ' ', difficulty: '', ingredients: '', steps: '' })).toMatchObject({
      type: null,
      servings: null,
      difficulty: null,
      ingredients: [],
      steps: [],
    });
  });

  it('says in French what the API would refuse', () => {
    expect(
      messagesOf(
        recipeFormSchema.safeParse({ ...written, title: '  ', type: 'goûter', servings: '0', preparationTime: '1.5', cookingTime: '2881', difficulty: 'extrême' }),
      ),
    ).toEqual({
      title: 'Le titre de la recette est requis',
      type: 'Type de plat invalide',
      servings: 'Le nombre de personnes doit être un entier entre 1 et 50',
      preparationTime: 'La durée doit être un nombre entier de minutes entre 0 et 2880',
      cookingTime: RECIPE_BOOK_MESSAGES.timeInvalid,
      difficulty: 'Difficulté invalide (facile, moyen ou difficile)',
    });
    expect(
      messagesOf(
        recipeFormSchema.safeParse({
          ...written,
          title: 'a'.repeat(161),
          servings: '51',
          ingredients: `1 kg de pommes de terre\n${'x'.repeat(301)}`,
          steps: Array.from({ length: 61 }, (_, i) => `Étape ${i + 1}`).join('\n'),
        }),
      ),
    ).toEqual({
      title: 'Le titre ne doit pas dépasser 160 caractères',
      servings: RECIPE_BOOK_MESSAGES.servingsInvalid,
      ingredients: RECIPE_BOOK_MESSAGES.ingredientsInvalid,
      steps: RECIPE_BOOK_MESSAGES.stepsInvalid,
    });
    // The limits themselves are accepted.
    expect(
      recipeFormSchema.safeParse({
        ...written,
        title: 'a'.repeat(160),
        servings: '50',
        cookingTime: '2880',
        ingredients: Array.from({ length: 100 }, () => 'x'.repeat(300)).join('\n'),
      }).success,
    ).toBe(true);
    expect(messagesOf(recipeFormSchema.safeParse({ ...written, ingredients: Array.from({ length: 101 }, () => '1 œuf').join('\n') }))).toEqual({
      ingredients: RECIPE_BOOK_MESSAGES.ingredientsInvalid,
    });
  });

  it('takes an http(s) link to import, trimmed, and refuses anything else in French', () => {
    expect(importLinkFormSchema.parse({ url: ' https://www.exemple.fr/tarte ' })).toEqual({ url: 'https://www.exemple.fr/tarte' });
    for (const url of ['', '   ', 'www.exemple.fr/tarte', 'ftp://exemple.fr/tarte', 'https://exemple.fr/ma tarte', `https://exemple.fr/${'a'.repeat(2000)}`]) {
      expect(messagesOf(importLinkFormSchema.safeParse({ url }))).toEqual({
        url: 'Adresse invalide : indiquez un lien http(s) vers la page de la recette',
      });
    }
  });
});
