import { fieldErrorMap, type ItemNoun, issueMessage } from '@domain/field-messages';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** Where an array body holds weighings (the appointment lists and the scale app's intake): 'Pesagem n'. */
const WEIGHING_ROUTES = /\/reTbDesperdiciosDet\/|\/reTbIntegracaoDesperdicio(\/|$)/;

export function itemNounOf(url: string): ItemNoun {
  return WEIGHING_ROUTES.test(url) ? 'Pesagem' : 'Linha';
}

/** One refused field of a request: `field` is its path (for programs), `message` the text a person reads. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** Marks the validation errors this compiler makes (the error handler reads `fields` from them). */
export const FIELD_ISSUE = Symbol.for('desperdicios.fieldIssue');

/**
 * The request validator of every route: the route's zod schema parses the part, with fieldErrorMap as the
 * error map, so each refused field carries the label and rule a person reads (never a path or zod's wording).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, url }) => {
  const noun = itemNounOf(url);
  const error = fieldErrorMap(noun);
  return (data) => {
    const result = (schema as ZodType).safeParse(data, { error });
    if (result.success) return { value: result.data };
    const validation = result.error.issues.map((issue) => ({
      [FIELD_ISSUE]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: '',
      params: { field: issue.path.map(String).join('.') },
      message: issueMessage(issue, noun),
    }));
    return { error: Object.assign(new Error(validation[0]?.message ?? ''), { validation }) };
  };
};

/** The request's refused fields, or null when the error is not one of this compiler's. */
export function fieldIssuesOf(validation: unknown): FieldIssue[] | null {
  if (!Array.isArray(validation) || !validation.length) return null;
  if (!validation.every((v) => v && typeof v === 'object' && FIELD_ISSUE in v)) return null;
  return validation.map((v) => ({ field: v.params.field as string, message: v.message as string }));
}
