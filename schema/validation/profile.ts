import { object, string } from 'yup';
import { password } from './auth.js';
import { attendeeSchema } from './booking.js';

/**
 * The customer's own account (issue 9). The profile reuses the attendee form's rules and messages (customer spec
 * §5), so whatever the profile holds can prefill that form and pass it.
 */

export const PROFILE_MESSAGES = {
  wrongPassword: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  emailTaken: 'Este correo ya está registrado.',
  badEmailLink: 'El enlace de confirmación no es válido o expiró.',
} as const;

export const profileSchema = attendeeSchema.shape({
  city: string().trim().max(124, 'La Ciudad no debe contener más de 124 caracteres.').optional(),
});

const currentPassword = string()
  .required(PROFILE_MESSAGES.currentPasswordRequired)
  .max(128, 'La clave no debe tener más de 128 caracteres.');

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
