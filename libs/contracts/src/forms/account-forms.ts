// The settings' profile, e-mail, access token and account deletion forms, and the family's name and
// invitation forms, with the limits of UpdateProfileDto, ChangeEmailDto, CreateAccessTokenDto,
// DeleteAccountDto, RenameHouseholdDto and InviteDto.
import { z } from 'zod';
import {
  ACCESS_TOKEN_LIFETIMES_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPES,
  accessTokenLifetimeKey,
  type AccessTokenLifetime,
} from '../access-tokens';
import { DELETE_ACCOUNT_CONFIRMATION } from '../households';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../messages';
import { currentPasswordField, emailField, PERSON_NAME_MAX_LENGTH, requiredText } from './fields';

export const HOUSEHOLD_NAME_MAX_LENGTH = 80;
/** Longer than any password we accept; a longer "current password" is simply wrong. */
export const CURRENT_PASSWORD_MAX_LENGTH = 200;

export const profileFormSchema = z.object({
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, PERSON_NAME_MAX_LENGTH),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec section 5: the account's own address is refused before anything is sent. */
export const emailChangeFormSchema = (currentEmail: string) =>
  z.object({
    newEmail: emailField().refine((address) => !sameAddress(address, currentEmail), ACCOUNT_MESSAGES.emailSameAsCurrent),
    currentPassword: currentPasswordField(ACCOUNT_MESSAGES.currentPasswordRequired).max(
      CURRENT_PASSWORD_MAX_LENGTH,
      ACCOUNT_MESSAGES.currentPasswordWrong,
    ),
  });
export type EmailChangeForm = z.input<ReturnType<typeof emailChangeFormSchema>>;

export const householdNameFormSchema = z.object({
  name: requiredText(ACCOUNT_MESSAGES.householdNameRequired, HOUSEHOLD_NAME_MAX_LENGTH),
});
export type HouseholdNameForm = z.input<typeof householdNameFormSchema>;

export const invitationFormSchema = z.object({ email: emailField() });
export type InvitationForm = z.input<typeof invitationFormSchema>;

/** The account deletion's typed confirmation: SUPPRIMER, in capitals (spaces around it do not count). */
export const deleteAccountFormSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((typed) => typed === DELETE_ACCOUNT_CONFIRMATION, ACCOUNT_MESSAGES.deleteConfirmationMismatch),
});
export type DeleteAccountForm = z.input<typeof deleteAccountFormSchema>;

/** 'Créer le jeton': a name, the rights, and the lifetime as the select holds it ('never': until revoked). */
export const accessTokenFormSchema = z.object({
  name: requiredText(ACCESS_TOKEN_MESSAGES.nameRequired, ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_MESSAGES.nameTooLong),
  scope: z.enum(ACCESS_TOKEN_SCOPES, ACCESS_TOKEN_MESSAGES.scopeInvalid),
  lifetimeDays: z.string().transform((key, ctx): AccessTokenLifetime => {
    const days = ACCESS_TOKEN_LIFETIMES_DAYS.find((offered) => accessTokenLifetimeKey(offered) === key);
    if (days !== undefined) return days;
    ctx.addIssue({ code: 'custom', message: ACCESS_TOKEN_MESSAGES.lifetimeInvalid });
    return z.NEVER;
  }),
});
export type AccessTokenForm = z.input<typeof accessTokenFormSchema>;
