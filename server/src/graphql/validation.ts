import type { ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { BadInputError } from './errors.js';

const schemas = new Map<Function, ObjectSchema<object>>();

/** Attaches the shared yup schema (schema/validation) that validates this input type before any resolver runs. */
export function ValidatedBy(schema: ObjectSchema<object>): ClassDecorator {
  return (target) => {
    schemas.set(target, schema);
  };
}

/** Validates with yup, collecting one Spanish message per field; throws BAD_USER_INPUT. */
export function validateWith(schema: ObjectSchema<object>, value: unknown): void {
  try {
    schema.validateSync(value, { abortEarly: false, strict: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const item of error.inner.length ? error.inner : [error]) {
      const key = item.path ?? '_';
      // A missing value reads "requerido", even where yup also found it outside a list of allowed values.
      if (item.type === 'required' || fields[key] === undefined) fields[key] = item.message;
    }
    throw new BadInputError(Object.values(fields)[0] ?? 'Datos inválidos.', fields);
  }
}

/** type-graphql's validateFn: runs the schema registered for the argument's class, if any. */
export function validateArgument(value: unknown, type: unknown): void {
  const schema = typeof type === 'function' ? schemas.get(type) : undefined;
  if (schema) validateWith(schema, value);
}
