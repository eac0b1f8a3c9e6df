import { useTranslation } from '../../../i18n';

/** Texts of the partner keys screen (admin portal), Spanish by default; `en` mirrors it key for key. */
const es = {
  title: 'Claves de API de aliados comerciales',
  intro:
    'Las agencias y revendedores integran con /api/v1 usando la cabecera Authorization: Bearer <clave>. Cada clave ve solo las reservas que creó.',
  issue: 'Emitir clave',
  caption: 'Claves de API emitidas',
  empty: 'No hay claves emitidas',
  name: 'Nombre de la clave',
  organisation: 'Organización y contacto',
  scopes: 'Permisos',
  expiresAt: 'Vence el (opcional)',
  prefix: 'Prefijo',
  createdAt: 'Emitida',
  lastUsedAt: 'Último uso',
  status: 'Estado',
  active: 'Activa',
  revoked: 'Revocada',
  expired: 'Vencida',
  revoke: 'Revocar',
  revokeConfirm:
    'La clave {prefix} dejará de funcionar de inmediato (401). Esta acción no se puede deshacer.',
  revokedToast: 'Clave revocada',
  issuedTitle: 'Clave emitida',
  issuedWarning:
    'Copie la clave ahora: es la única vez que se muestra. Xplora guarda solo su hash y no puede recuperarla.',
  keyLabel: 'Clave de API',
  copy: 'Copiar',
  copied: 'Clave copiada al portapapeles',
  done: 'Listo, ya la guardé',
};

type PartnerKeyTexts = typeof es;

const en: PartnerKeyTexts = {
  title: 'Partner API keys',
  intro:
    'Agencies and resellers integrate with /api/v1 using the Authorization: Bearer <key> header. Each key only sees the bookings it created.',
  issue: 'Issue key',
  caption: 'Issued API keys',
  empty: 'No keys issued',
  name: 'Key name',
  organisation: 'Organisation and contact',
  scopes: 'Permissions',
  expiresAt: 'Expires on (optional)',
  prefix: 'Prefix',
  createdAt: 'Issued',
  lastUsedAt: 'Last used',
  status: 'Status',
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
  revoke: 'Revoke',
  revokeConfirm: 'Key {prefix} stops working at once (401). This cannot be undone.',
  revokedToast: 'Key revoked',
  issuedTitle: 'Key issued',
  issuedWarning:
    'Copy the key now: it is shown only this once. Xplora keeps only its hash and cannot recover it.',
  keyLabel: 'API key',
  copy: 'Copy',
  copied: 'Key copied to the clipboard',
  done: 'Done, I saved it',
};

export function usePartnerKeyTexts(): PartnerKeyTexts {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : es;
}
