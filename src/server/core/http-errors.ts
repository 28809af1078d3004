/**
 * An answer of the HTTP transport itself, with its status (413 a body too large, 415 a type not taken, 503 a store
 * away); the business rules throw core/domain-errors instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra?: Record<string, unknown>,
    /** Headers of the answer (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
