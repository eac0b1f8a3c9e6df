import { number, object, string } from 'yup';

/** Auth form rules and their exact Spanish messages (customer spec §5, supplier spec §5). Used by formik and the server. */

/** The password rule of every form that sets one (min 8, customer spec §5). */
export const password = string()
  .required('La contraseña es obligatoria')
  .min(8, 'La clave debe tener al menos 8 caracteres.')
  .max(128, 'La clave no debe tener más de 128 caracteres.');

const email = string()
  .trim()
  .required('El correo es requerido.')
  .min(3, 'El correo debe tener al menos 3 caracteres.')
  .max(254, 'El correo no debe tener más de 254 caracteres.')
  .email('Debe ser un correo válido.');

const personName = string()
  .trim()
  .required('El nombre es obligatorio')
  .min(3, 'El nombre debe tener al menos 3 caracteres.')
  .max(124, 'El nombre no debe tener más de 124 caracteres.');

export const customerLoginSchema = object({ email, password });

export const staffLoginSchema = object({
  username: string()
    .trim()
    .required('El usuario es obligatorio')
    .min(3, 'El usuario debe tener al menos 3 caracteres')
    .max(254, 'El usuario no debe tener más de 254 caracteres'),
  password,
});

export const registerSchema = object({ name: personName, email, password });

export const DOCUMENT_TYPES = [
  { id: 1, code: 'V', name: 'Cédula' },
  { id: 2, code: 'E', name: 'Pasaporte' },
  { id: 3, code: 'J', name: 'RIF' },
] as const;
/** The spec's default document type (J, RIF): the forms start there and the server fills it when none is sent. */
export const DEFAULT_DOCUMENT_TYPE_ID = 3;

/** Document type (1 V, 2 E, 3 J) and code (CI/RIF, 5–10): the same rules wherever a supplier is edited. */
export const documentTypeIdField = number()
  .typeError('El tipo de documento es requerido')
  .required('El tipo de documento es requerido')
  .integer('El tipo de documento es inválido')
  .min(1, 'El tipo de documento es inválido')
  .max(3, 'El tipo de documento es inválido');

export const documentCodeField = string()
  .trim()
  .required('El/la CI/RIF es requerido')
  .min(5, 'El/la CI/RIF debe tener al menos 5 caracteres')
  .max(10, 'El/la CI/RIF no debe tener más de 10 caracteres')
  .matches(/^[0-9A-Za-z-]+$/, 'El/la CI/RIF solo puede tener letras, números y guiones');

export const supplierRegisterSchema = object({
  documentTypeId: documentTypeIdField,
  documentCode: documentCodeField,
  name: personName,
  legalName: string()
    .trim()
    .required('La Razón Social es requerida')
    .min(3, 'La Razón Social debe tener al menos 3 caracteres')
    .max(124, 'La Razón Social no debe tener más de 124 caracteres'),
  email: string()
    .trim()
    .required('Email is required')
    .max(254, 'El correo no debe tener más de 254 caracteres.')
    .email('Debe ser un correo válido.'),
  password,
});

/** The spec's rule is min 3; its on-screen text says 8 (a known mismatch, kept as written). */
export const forgotPasswordSchema = object({
  user: string()
    .trim()
    .required('El usuario es obligatorio')
    .min(3, 'El usuario debe tener al menos 8 caracteres')
    .max(254, 'El usuario no debe tener más de 254 caracteres'),
});

export const recoverPasswordSchema = object({
  token: string().required('El enlace de recuperación no es válido o expiró.'),
  password,
});
