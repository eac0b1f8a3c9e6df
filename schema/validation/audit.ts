import { object, string } from 'yup';
import { AUDIT_ACTION_CODES, AUDIT_OBJECT_TYPES } from '../audit.js';
import { isCalendarDate } from './calendar-date.js';

/** The audit trail's filters (screens, GraphQL, REST, CSV): days YYYY-MM-DD (Caracas), codes, ids. */

const DATE_MESSAGE = 'La fecha debe tener el formato AAAA-MM-DD.';
export const AUDIT_RANGE_REVERSED_MESSAGE = 'La fecha final no puede ser anterior a la inicial.';
export const AUDIT_ACTION_MESSAGE = `La acción debe ser una de: ${AUDIT_ACTION_CODES.join(', ')}.`;
export const AUDIT_OBJECT_TYPE_MESSAGE = `El tipo de objeto debe ser uno de: ${AUDIT_OBJECT_TYPES.join(', ')}.`;
const ID_MESSAGE = 'Debe ser un número de identificación (entero positivo).';

const day = () =>
  string()
    .trim()
    .nullable()
    .test('calendar-date', DATE_MESSAGE, (value) => !value || isCalendarDate(value));
const id = () =>
  string()
    .trim()
    .nullable()
    .matches(/^[1-9]\d{0,9}$/, { message: ID_MESSAGE, excludeEmptyString: true });

export const auditFilterSchema = object({
  from: day(),
  to: day().test('after-from', AUDIT_RANGE_REVERSED_MESSAGE, function (to) {
    const from = this.parent.from as string | null | undefined;
    return !from || !to || !isCalendarDate(from) || !isCalendarDate(to) || to >= from;
  }),
  action: string()
    .trim()
    .nullable()
    .oneOf([...AUDIT_ACTION_CODES, null, undefined, ''], AUDIT_ACTION_MESSAGE),
  actorId: id(),
  objectType: string()
    .trim()
    .nullable()
    .oneOf([...AUDIT_OBJECT_TYPES, null, undefined, ''], AUDIT_OBJECT_TYPE_MESSAGE),
  objectId: id(),
  supplierId: id(),
});
