import { ACCESS_TOKEN_MESSAGES } from '../access-tokens';
import { AUTH_MESSAGES, KITCHEN_MESSAGES } from '../messages';
import { RECIPE_BOOK_MESSAGES } from '../recipe-book';
import { forgotPasswordFormSchema, newPasswordFormSchema, signInFormSchema, signUpFormSchema } from './auth-forms';
import { inventoryItemFormSchema, isCalendarDay, PLANNED_MEAL_SERVINGS_MAX, plannedMealFormSchema } from './kitchen-forms';
import { importLinkFormSchema, importTextFormSchema, RECIPE_IMPORT_TEXT_MAX_LENGTH, recipeFormSchema } from './recipe-forms';
import { preferencesFormSchema, QUESTIONNAIRE_DEFAULTS, questionnaireFormSchema } from './preference-forms';
import {
  accessTokenFormSchema,
  deleteAccountFormSchema,
  emailChangeFormSchema,
  householdNameFormSchema,
  invitationFormSchema,
  profileFormSchema,
} from './account-forms';

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
    expect(messagesOf(inventoryItemFormSchema.safeParse({ ...valid, expirationDate: '2026-02-30' }))).toEqual({ expirationDate: "Date d'expiration invalide" });
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

describe('the planned meal form schema', () => {
  const valid = { recipeTitle: 'Soupe', date: '2026-11-25', time: '19:00', servings: '2', type: 'plat' as const };

  it('reads the form into what the API takes', () => {
    expect(plannedMealFormSchema.parse({ ...valid, recipeTitle: ' Soupe de potiron ', servings: ' 4 ' })).toEqual({
      recipeTitle: 'Soupe de potiron',
      date: '2026-11-25',
      time: '19:00',
      servings: 4,
      type: 'plat',
    });
  });

  it('says in French what is missing, with the API messages', () => {
    expect(messagesOf(plannedMealFormSchema.safeParse({ recipeTitle: ' ', date: '', time: '', servings: '', type: 'plat' }))).toEqual({
      recipeTitle: 'Le titre du repas est requis',
      date: 'La date est requise',
      time: "L'heure est requise",
      servings: "Le nombre de portions doit être d'au moins 1",
    });
  });

  it('says in French what is wrong', () => {
    expect(messagesOf(plannedMealFormSchema.safeParse({ recipeTitle: 'a'.repeat(161), date: '2026-13-01', time: '25:00', servings: '1.5', type: 'brunch' }))).toEqual({
      recipeTitle: KITCHEN_MESSAGES.mealTitleRequired,
      date: 'Date invalide',
      time: 'Heure invalide',
      servings: "Le nombre de portions doit être d'au moins 1",
      type: 'Type de plat invalide',
    });
    expect(messagesOf(plannedMealFormSchema.safeParse({ ...valid, date: '2026-02-30', servings: '0' }))).toEqual({
      date: 'Date invalide',
      servings: "Le nombre de portions doit être d'au moins 1",
    });
    expect(messagesOf(plannedMealFormSchema.safeParse({ ...valid, servings: '51' }))).toEqual({ servings: 'Le nombre de portions ne doit pas dépasser 50' });
    expect(KITCHEN_MESSAGES.mealServingsMax).toBe(`Le nombre de portions ne doit pas dépasser ${PLANNED_MEAL_SERVINGS_MAX}`);
    expect(plannedMealFormSchema.safeParse({ ...valid, recipeTitle: 'a'.repeat(160), servings: '50' }).success).toBe(true);
  });

  it('knows the days the calendar has', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '25/11/2026', ''].map(isCalendarDay)).toEqual([false, false, false, false, false]);
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
        url: RECIPE_BOOK_MESSAGES.importUrlInvalid,
      });
    }
  });
});

describe('the account deletion form schema', () => {
  it('takes SUPPRIMER, in capitals, without the spaces around it', () => {
    expect(deleteAccountFormSchema.parse({ confirmation: ' SUPPRIMER ' })).toEqual({ confirmation: 'SUPPRIMER' });
  });

  it('says in French what to type otherwise', () => {
    for (const typed of ['', 'supprimer', 'SUPPRIME', 'SUPPRIMER !']) {
      expect(messagesOf(deleteAccountFormSchema.safeParse({ confirmation: typed }))).toEqual({ confirmation: 'Veuillez saisir SUPPRIMER pour confirmer' });
    }
  });
});

describe('the access token form schema', () => {
  it('reads the form into what the API takes (the select\'s "never": no expiry)', () => {
    expect(accessTokenFormSchema.parse({ name: ' Home Assistant ', scope: 'write', lifetimeDays: '365' })).toEqual({
      name: 'Home Assistant',
      scope: 'write',
      lifetimeDays: 365,
    });
    expect(accessTokenFormSchema.parse({ name: 'Raccourci', scope: 'read', lifetimeDays: 'never' }).lifetimeDays).toBeNull();
  });

  it('says in French what is wrong, with the API messages', () => {
    expect(messagesOf(accessTokenFormSchema.safeParse({ name: '  ', scope: 'admin', lifetimeDays: '7' }))).toEqual({
      name: ACCESS_TOKEN_MESSAGES.nameRequired,
      scope: ACCESS_TOKEN_MESSAGES.scopeInvalid,
      lifetimeDays: ACCESS_TOKEN_MESSAGES.lifetimeInvalid,
    });
    expect(messagesOf(accessTokenFormSchema.safeParse({ name: 'n'.repeat(61), scope: 'read', lifetimeDays: '30' }))).toEqual({
      name: 'Le nom du jeton ne doit pas dépasser 60 caractères.',
    });
    expect(accessTokenFormSchema.safeParse({ name: ` ${'n'.repeat(60)} `, scope: 'read', lifetimeDays: '30' }).success).toBe(true);
  });
});

describe('the questionnaire schema', () => {
  it('reads the answers into the PUT /api/preferences body: foods split on commas, trimmed, once each', () => {
    expect(questionnaireFormSchema.parse({ ...QUESTIONNAIRE_DEFAULTS, adults: 2, children: 1, preferredFoods: ' pâtes, Pâtes ,, poulet ' })).toEqual({
      householdSize: { adults: 2, children: 1 },
      dietaryRestrictions: [],
      preferredFoods: ['pâtes', 'poulet'],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    });
  });

  it('says in French what PreferencesDto would refuse', () => {
    const wrong = questionnaireFormSchema.safeParse({
      adults: 11,
      children: -1,
      dietaryRestrictions: ['carnivore'],
      preferredFoods: `olives, ${'a'.repeat(61)}`,
      avoidedFoods: Array.from({ length: 51 }, (_, i) => `aliment ${i}`).join(','),
      shoppingFrequency: 'yearly',
    });
    expect(messagesOf(wrong)).toEqual({
      adults: "Le nombre d'adultes doit être compris entre 1 et 10",
      children: "Le nombre d'enfants doit être compris entre 0 et 9",
      'dietaryRestrictions.0': 'Restriction alimentaire inconnue',
      preferredFoods: 'Chaque aliment doit contenir entre 1 et 60 caractères',
      avoidedFoods: 'Chaque aliment doit contenir entre 1 et 60 caractères',
      shoppingFrequency: 'Fréquence de courses invalide',
    });
    expect(questionnaireFormSchema.safeParse({ ...QUESTIONNAIRE_DEFAULTS, preferredFoods: 'a'.repeat(60) }).success).toBe(true);
  });
});

describe('the settings preferences schema', () => {
  const saved = { dietaryRestrictions: ['vegetarian' as const], preferredFoods: ['Tomates'], avoidedFoods: [], difficulty: 'moyen' as const };

  it('sends the chosen portions, or null when they follow the household', () => {
    expect(preferencesFormSchema.parse({ ...saved, servings: '6', servingsFromHousehold: false })).toEqual({ ...saved, servings: 6 });
    expect(preferencesFormSchema.parse({ ...saved, servings: '99', servingsFromHousehold: true })).toEqual({ ...saved, servings: null });
  });

  it('says in French what PreferencesDto would refuse', () => {
    for (const servings of ['0', '21', '2.5', '']) {
      expect(messagesOf(preferencesFormSchema.safeParse({ ...saved, servings, servingsFromHousehold: false }))).toEqual({
        servings: 'Le nombre de portions doit être compris entre 1 et 20',
      });
    }
    expect(messagesOf(preferencesFormSchema.safeParse({ ...saved, preferredFoods: ['a'.repeat(61)], difficulty: 'extrême', servings: '4', servingsFromHousehold: false }))).toEqual({
      preferredFoods: 'Chaque aliment doit contenir entre 1 et 60 caractères',
      difficulty: 'Difficulté invalide',
    });
  });
});

describe('the pasted text import schema', () => {
  it('sends the text trimmed, up to 20 000 characters', () => {
    expect(importTextFormSchema.parse({ text: '  Crêpes\n250 g de farine \n' })).toEqual({ text: 'Crêpes\n250 g de farine' });
    expect(importTextFormSchema.safeParse({ text: 'a'.repeat(RECIPE_IMPORT_TEXT_MAX_LENGTH) }).success).toBe(true);
  });

  it("says in French what ImportTextDto would refuse", () => {
    for (const text of ['', ' \n ', 'a'.repeat(RECIPE_IMPORT_TEXT_MAX_LENGTH + 1)]) {
      expect(messagesOf(importTextFormSchema.safeParse({ text }))).toEqual({ text: RECIPE_BOOK_MESSAGES.importTextInvalid });
    }
    expect(RECIPE_BOOK_MESSAGES.importTextInvalid).toBe('Collez le texte de la recette (20 000 caractères au plus)');
  });
});
