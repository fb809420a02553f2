// The sign-in, sign-up and password-reset forms (spec sections 2 and 5).
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages';
import { emailField, passwordField, PERSON_NAME_MAX_LENGTH, requiredText } from './fields';

export const signInFormSchema = z.object({
  email: emailField(),
  password: passwordField(),
});
export type SignInForm = z.input<typeof signInFormSchema>;

export const signUpFormSchema = z.object({
  firstName: requiredText(AUTH_MESSAGES.firstNameRequired, PERSON_NAME_MAX_LENGTH),
  lastName: requiredText(AUTH_MESSAGES.lastNameRequired, PERSON_NAME_MAX_LENGTH),
  email: emailField(),
  password: passwordField(),
  // Optional; its country and format are the API's to check (libphonenumber on the server).
  phone: z.string().trim().max(32, AUTH_MESSAGES.phoneInvalid),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField() });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: passwordField(), confirmation: z.string() })
  .refine((form) => !form.password || form.confirmation === form.password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmation'],
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
