import { GraphQLError } from 'graphql';

/** Stable error codes shared by both doors; rest-compat maps each to an HTTP status. */
export const ErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  SoldOut: 'SOLD_OUT',
  Internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 422,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SOLD_OUT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export class AppError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
  }
}

/** Bad input; `fields` maps each offending field to its Spanish message. */
export class BadInputError extends AppError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message, ErrorCode.BadUserInput, { fields });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Sesión expirada. Por favor ingrese de nuevo.') {
    super(message, ErrorCode.Unauthenticated);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'No autorizado.') {
    super(message, ErrorCode.Forbidden);
  }
}

/** Also what another user's object looks like: never reveal that it exists. */
export class NotFoundError extends AppError {
  constructor(message = 'No encontrado.') {
    super(message, ErrorCode.NotFound);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, ErrorCode.Conflict);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, ErrorCode.TooManyRequests, { retryAfter: retryAfterSeconds });
  }
}
