import { object, string } from 'yup';

/** The supplier landing's request-registration form ('Solicitar registro'); used by formik and the server. */
export const supplierLeadSchema = object({
  name: string()
    .trim()
    .required('El nombre es obligatorio')
    .min(3, 'El nombre debe tener al menos 3 caracteres.')
    .max(124, 'El nombre no debe tener más de 124 caracteres.'),
  email: string()
    .trim()
    .required('El correo es requerido.')
    .min(3, 'El correo debe tener al menos 3 caracteres.')
    .max(254, 'El correo no debe tener más de 254 caracteres.')
    .email('Debe ser un correo válido.'),
  phone: string()
    .trim()
    .required('El teléfono es requerido')
    .min(7, 'El teléfono debe tener al menos 7 caracteres.')
    .max(20, 'El teléfono no debe tener más de 20 caracteres.')
    .matches(/^[0-9+()\-\s]+$/, 'El teléfono solo puede tener números, espacios y + ( ) -.'),
  company: string()
    .trim()
    .required('El nombre de la empresa es requerido')
    .min(2, 'El nombre de la empresa debe tener al menos 2 caracteres.')
    .max(124, 'El nombre de la empresa no debe tener más de 124 caracteres.'),
  city: string()
    .trim()
    .required('La ciudad es requerida')
    .min(2, 'La ciudad debe tener al menos 2 caracteres.')
    .max(124, 'La ciudad no debe tener más de 124 caracteres.'),
  message: string()
    .trim()
    .max(1024, 'El mensaje no debe tener más de 1024 caracteres.')
    .nullable()
    .optional(),
});
