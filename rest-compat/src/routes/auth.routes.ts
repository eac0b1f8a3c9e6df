import { parse } from 'graphql';
import { DEFAULT_DOCUMENT_TYPE_ID } from '../../../schema/validation/auth.js';
import { integer, text } from '../body.js';
import { defineRoutes, type RestRoute } from '../route.js';

/** The session user as the spec's login response carries it. */
interface SessionUser {
  id: string;
  name: string;
  email: string;
  lastLoginAt: string | null;
  activatedAt: string | null;
}

interface AuthPayload {
  user: SessionUser;
  accessToken: string;
  expiresAt: string;
  scopes: string[];
}

const USER_FIELDS = 'id name email lastLoginAt activatedAt';

function restUser(user: SessionUser | null) {
  if (!user) return null;
  return {
    id: Number(user.id),
    name: user.name,
    email: user.email,
    last_login_at: user.lastLoginAt,
    activated_at: user.activatedAt,
  };
}

function restSession(payload: AuthPayload) {
  return {
    user: restUser(payload.user),
    access_token: payload.accessToken,
    expires_at: payload.expiresAt,
    scopes: payload.scopes,
  };
}

const LOGIN = parse(`mutation RestLogin($input: LoginInput!) {
  login(input: $input) { accessToken expiresAt scopes user { ${USER_FIELDS} } }
}`);

const STAFF_LOGIN = parse(`mutation RestStaffLogin($input: StaffLoginInput!) {
  staffLogin(input: $input) { accessToken expiresAt scopes user { ${USER_FIELDS} } }
}`);

function staffLoginRoute(scope: 'supplier' | 'admin'): RestRoute {
  return {
    method: 'POST',
    path: `/${scope}/login`,
    summary: `Ingreso de ${scope === 'supplier' ? 'aliados' : 'administradores'} / ${scope} login`,
    document: STAFF_LOGIN,
    variables: ({ body }) => ({
      // UserRole's GraphQL values are its TypeScript keys.
      input: {
        scope: scope === 'supplier' ? 'Supplier' : 'Admin',
        username: text(body, 'username'),
        password: text(body, 'password'),
      },
    }),
    shape: (data) => restSession(data.staffLogin as AuthPayload),
  };
}

export const authRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/login',
    summary: 'Ingreso de clientes / Customer login',
    document: LOGIN,
    variables: ({ body }) => ({ input: { email: text(body, 'email'), password: text(body, 'password') } }),
    shape: (data) => restSession(data.login as AuthPayload),
  },
  staffLoginRoute('supplier'),
  staffLoginRoute('admin'),
  {
    method: 'POST',
    path: '/logout',
    summary: 'Cierra la sesión (revoca el token) / Logout',
    document: parse(`mutation RestLogout { logout }`),
    variables: () => ({}),
    shape: () => ({ message: 'Sesión cerrada.' }),
  },
  {
    method: 'GET',
    path: '/me',
    summary: 'Usuario de la sesión / Current user',
    document: parse(`query RestMe { me { ${USER_FIELDS} } }`),
    variables: () => ({}),
    shape: (data) => ({ user: restUser(data.me as SessionUser | null) }),
  },
  {
    method: 'POST',
    path: '/register',
    summary: 'Registro de clientes / Customer registration',
    status: 201,
    document: parse(`mutation RestRegister($input: RegisterInput!) {
      register(input: $input) { ${USER_FIELDS} }
    }`),
    variables: ({ body }) => ({
      input: { name: text(body, 'name'), email: text(body, 'email'), password: text(body, 'password') },
    }),
    shape: (data) => ({ user: restUser(data.register as SessionUser) }),
  },
  {
    method: 'POST',
    path: '/supplier/register',
    summary: 'Registro de aliados (pendiente de revisión) / Supplier registration',
    status: 201,
    document: parse(`mutation RestRegisterSupplier($input: RegisterSupplierInput!) {
      registerSupplier(input: $input) { ${USER_FIELDS} }
    }`),
    variables: ({ body }) => ({
      input: {
        documentTypeId:
          body.document_type_id === undefined ||
          body.document_type_id === null ||
          body.document_type_id === ''
            ? DEFAULT_DOCUMENT_TYPE_ID
            : integer(body, 'document_type_id'),
        documentCode: text(body, 'document_code'),
        name: text(body, 'name'),
        legalName: text(body, 'legal_name'),
        email: text(body, 'email'),
        password: text(body, 'password'),
      },
    }),
    shape: (data) => ({ user: restUser(data.registerSupplier as SessionUser) }),
  },
  {
    method: 'POST',
    path: '/admin/register',
    summary: 'Siempre rechazado / Admin registration (refused)',
    status: 201,
    document: parse(`mutation RestRegisterAdmin($input: RegisterInput!) {
      registerAdmin(input: $input) { ${USER_FIELDS} }
    }`),
    variables: ({ body }) => ({
      input: { name: text(body, 'name'), email: text(body, 'email'), password: text(body, 'password') },
    }),
    shape: (data) => ({ user: restUser(data.registerAdmin as SessionUser) }),
  },
  {
    method: 'POST',
    path: '/password/forgot',
    summary: 'Solicita el enlace para cambiar la contraseña / Forgot password',
    document: parse(
      `mutation RestForgotPassword($input: ForgotPasswordInput!) { forgotPassword(input: $input) }`,
    ),
    variables: ({ body }) => ({ input: { user: text(body, 'user') } }),
    shape: () => ({ message: 'Si la cuenta existe, enviamos un enlace a su correo.' }),
  },
  {
    method: 'POST',
    path: '/password/recover',
    summary: 'Cambia la contraseña con el enlace recibido / Recover password',
    document: parse(`mutation RestRecoverPassword($input: RecoverPasswordInput!) {
      recoverPassword(input: $input)
    }`),
    variables: ({ body }) => ({ input: { token: text(body, 'token'), password: text(body, 'password') } }),
    shape: () => ({ message: 'Contraseña cambiada.' }),
  },
]);
