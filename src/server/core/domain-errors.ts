/**
 * The errors of the business rules: services throw them with the message the user reads verbatim (pt-BR), and
 * the error handler (plugins/app/error-handler) answers each kind with its HTTP status.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    /** Fields added to the answer's body (e.g. the row errors of a refused batch). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What was sent breaks a rule (400). */
export class InvalidError extends DomainError {}

/** The caller is not who they claim, or their session is over (401). */
export class UnauthenticatedError extends DomainError {}

/** The caller may not do this (403). */
export class ForbiddenError extends DomainError {}

/** The record does not exist, or is another company's (404). */
export class NotFoundError extends DomainError {}

/** The record's state does not allow it (409). */
export class ConflictError extends DomainError {}

/** Too many attempts: the caller must wait `retryAfterSeconds` (429). */
export class TooManyAttemptsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, extra?: Record<string, unknown>) => new InvalidError(message, extra);
export const unauthenticated = (message: string) => new UnauthenticatedError(message);
export const forbidden = (message: string) => new ForbiddenError(message);
export const notFound = (message: string) => new NotFoundError(message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new ConflictError(message, extra);
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new TooManyAttemptsError(message, retryAfterSeconds);
