import { mixed, object, string } from 'yup';
import { STAFF_ROLE_CODES, type StaffRole } from '../staff-roles.js';
import { password } from './auth.js';
import { noControlCharacters } from './text.js';

/** The supplier's team (issue 33 §3): inviting a member and accepting an invitation. Shared by formik and the server. */

export const STAFF_ROLE_MESSAGE = 'El rol debe ser Guía u Operaciones.';

export const staffRole = mixed<StaffRole>()
  .required('El rol es obligatorio.')
  .oneOf([...STAFF_ROLE_CODES], STAFF_ROLE_MESSAGE);

export const inviteStaffSchema = object({
  name: string()
    .trim()
    .required('El nombre es obligatorio.')
    .min(3, 'El nombre debe tener al menos 3 caracteres.')
    .max(124, 'El nombre no debe tener más de 124 caracteres.')
    .test(noControlCharacters('El nombre')),
  email: string()
    .trim()
    .required('El correo es obligatorio.')
    .max(254, 'El correo no debe tener más de 254 caracteres.')
    .email('Debe ser un correo válido.'),
  role: staffRole,
});

export const acceptStaffInvitationSchema = object({
  token: string().trim().required('El enlace de invitación no es válido.'),
  password,
});
