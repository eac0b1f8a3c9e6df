import { NotFoundError } from '../../graphql/errors.js';

/** A GraphQL `ID` (or REST path segment) as an integer primary key; anything else is simply "not found". */
export function parseId(raw: string | number | null | undefined, notFoundMessage: string): number {
  const value =
    typeof raw === 'number' ? raw : /^\d{1,15}$/.test(String(raw ?? '').trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647)
    throw new NotFoundError(notFoundMessage);
  return value;
}

export const NOT_FOUND = {
  supplier: 'El aliado no existe.',
  contact: 'El contacto no existe.',
  alert: 'La alerta no existe.',
  comment: 'El comentario no existe.',
  activity: 'La actividad no existe.',
  lead: 'La solicitud no existe.',
} as const;
