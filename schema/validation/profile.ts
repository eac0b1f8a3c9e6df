import { object, string } from 'yup';
import { password } from './auth.js';
import { attendeeSchema } from './booking.js';

/**
 * The customer's own account. The profile reuses the attendee form's rules and messages (customer spec
 * §5), so whatever the profile holds can prefill that form and pass it.
 */

export const PROFILE_MESSAGES = {
  wrongPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  emailTaken: 'Este correo ya está registrado.',
  badEmailLink: 'El enlace de confirmación no es válido o expiró.',
  passwordForEmail: 'Para cambiar el correo escribe tu contraseña actual.',
  badRevertLink: 'El enlace para revertir el cambio de correo no es válido o expiró.',
} as const;

const longPassword = 'La clave no debe tener más de 128 caracteres.';

export const profileSchema = attendeeSchema.shape({
  city: string().trim().max(124, 'La Ciudad no debe contener más de 124 caracteres.').optional(),
  currentPassword: string().max(128, longPassword).nullable().optional(),
});

/** A new address (neither the login nor the one being confirmed) is a change: it needs the current password. */
export function changesEmail(email: string, known: (string | null | undefined)[]): boolean {
  return !known.some((address) => address?.toLowerCase() === email.trim().toLowerCase());
}

/** The profile form: the current password becomes required as soon as the e-mail differs from `known`. */
export function profileFormSchema(known: (string | null | undefined)[]) {
  return profileSchema.shape({
    currentPassword: string()
      .max(128, longPassword)
      .test('needed-for-email', PROFILE_MESSAGES.passwordForEmail, function (value) {
        return !!value || !changesEmail(String((this.parent as { email?: string }).email ?? ''), known);
      }),
  });
}

const currentPassword = string().required(PROFILE_MESSAGES.currentPasswordRequired).max(128, longPassword);

export const changePasswordSchema = object({
  currentPassword,
  newPassword: password.test('different', PROFILE_MESSAGES.samePassword, function (value) {
    return !value || value !== (this.parent as { currentPassword?: string }).currentPassword;
  }),
});

export const closeAccountSchema = object({ password: currentPassword });

export const confirmEmailChangeSchema = object({
  token: string().trim().required(PROFILE_MESSAGES.badEmailLink).max(100, PROFILE_MESSAGES.badEmailLink),
});

export const revertEmailChangeSchema = object({
  token: string().trim().required(PROFILE_MESSAGES.badRevertLink).max(100, PROFILE_MESSAGES.badRevertLink),
});
