import { parse } from 'graphql';
import { integer, optionalText, text } from '../body.js';
import { defineRoutes } from '../route.js';

/** The customer's own account (/profile) and reviews, in the /api/v1 snake_case style. */

type Row = Record<string, unknown>;

const PROFILE = 'id name email pendingEmail phone nationalId avatar city';

function restProfile(p: Row) {
  return {
    id: Number(p.id),
    name: p.name,
    email: p.email,
    pending_email: p.pendingEmail,
    phone: p.phone,
    national_id: p.nationalId,
    avatar: p.avatar,
    city: p.city,
  };
}

function restReview(r: Row) {
  return {
    id: Number(r.id),
    rating: r.rating,
    title: r.title,
    message: r.message,
    status: String(r.status).toLowerCase(),
    created_at: r.createdAt,
  };
}

const REVIEW = 'id rating title message status createdAt';

export const accountRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/profile',
    summary: 'Perfil del cliente de la sesión / Own profile',
    document: parse(`query RestMyProfile { myProfile { ${PROFILE} } }`),
    variables: () => ({}),
    shape: (data) => restProfile(data.myProfile as Row),
  },
  {
    method: 'PUT',
    path: '/profile',
    summary: 'Guarda el perfil; un correo nuevo espera su enlace de confirmación / Update profile',
    document: parse(`mutation RestUpdateProfile($input: UpdateProfileInput!) {
      updateProfile(input: $input) { ${PROFILE} } }`),
    variables: ({ body }) => ({
      input: {
        name: text(body, 'name'),
        email: text(body, 'email'),
        phone: text(body, 'phone'),
        nationalId: text(body, 'national_id'),
        city: optionalText(body, 'city') ?? null,
        currentPassword: optionalText(body, 'current_password') ?? null,
      },
    }),
    shape: (data) => restProfile(data.updateProfile as Row),
  },
  {
    method: 'POST',
    path: '/profile/password',
    summary: 'Cambia la contraseña y cierra las demás sesiones / Change password',
    document: parse(
      `mutation RestChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) }`,
    ),
    variables: ({ body }) => ({
      input: { currentPassword: text(body, 'current_password'), newPassword: text(body, 'new_password') },
    }),
    shape: () => ({ message: 'Contraseña cambiada.' }),
  },
  {
    method: 'POST',
    path: '/profile/email/confirm',
    summary: 'Confirma el correo nuevo con el enlace recibido / Confirm e-mail change',
    document: parse(`mutation RestConfirmEmailChange($input: ConfirmEmailChangeInput!) {
      confirmEmailChange(input: $input) }`),
    variables: ({ body }) => ({ input: { token: text(body, 'token') } }),
    shape: () => ({ message: 'Correo confirmado.' }),
  },
  {
    method: 'POST',
    path: '/profile/email/revert',
    summary:
      'Deshace un cambio de correo con el enlace «No fui yo» y cierra las sesiones / Revert e-mail change',
    document: parse(`mutation RestRevertEmailChange($input: RevertEmailChangeInput!) {
      revertEmailChange(input: $input) }`),
    variables: ({ body }) => ({ input: { token: text(body, 'token') } }),
    shape: () => ({ message: 'Cambio de correo revertido.' }),
  },
  {
    method: 'GET',
    path: '/me/export',
    summary: 'Mis datos en JSON (perfil, reservas, pedidos, pagos, opiniones) / Export my data',
    document: parse(`query RestMyData { myData }`),
    variables: () => ({}),
    shape: (data) => data.myData,
  },
  {
    method: 'POST',
    path: '/profile/close',
    summary: 'Cierra la cuenta y anonimiza los datos personales / Close account',
    document: parse(`mutation RestCloseAccount($input: CloseAccountInput!) { closeAccount(input: $input) }`),
    variables: ({ body }) => ({ input: { password: text(body, 'password') } }),
    shape: () => ({ message: 'Cuenta cerrada.' }),
  },
  {
    method: 'POST',
    path: '/booking/:id/review',
    summary: 'Opinión sobre una reserva pagada y ya realizada (queda pendiente) / Write a review',
    status: 201,
    document: parse(`mutation RestWriteReview($input: WriteReviewInput!) {
      writeReview(input: $input) { ${REVIEW} } }`),
    variables: ({ params, body }) => ({
      input: {
        bookingId: params.id ?? '',
        rating: integer(body, 'rating'),
        title: text(body, 'title'),
        message: text(body, 'message'),
      },
    }),
    shape: (data) => restReview(data.writeReview as Row),
  },
]);
