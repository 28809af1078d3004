import { fieldErrorMap, type IssueLike, type ItemNoun, issueMessage } from '@domain/field-messages';
import { hasForbiddenCharacter, MAX_INPUT_DEPTH } from '@domain/limits';
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

/** Past this many, a request's refused strings are not listed one by one. */
const MAX_TEXT_ISSUES = 20;

/**
 * The strings of a request part no field takes, before its schema reads it: NUL or a lone surrogate in any
 * value or key (`format: 'text'` / `'key'`), and nesting past MAX_INPUT_DEPTH (`origin: 'depth'`). Walked
 * without recursion, so no input can exhaust the stack.
 */
export function textIssues(data: unknown): IssueLike[] {
  const issues: IssueLike[] = [];
  interface Node {
    value: unknown;
    parent: Node | null;
    key: string | number;
    depth: number;
  }
  const pathOf = (node: Node | null): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let n = node; n?.parent; n = n.parent) path.unshift(n.key);
    return path;
  };
  const stack: Node[] = [{ value: data, parent: null, key: '', depth: 0 }];
  while (stack.length && issues.length < MAX_TEXT_ISSUES) {
    const node = stack.pop() as Node;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value))
        issues.push({ code: 'invalid_format', format: 'text', path: pathOf(node) });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (node.depth >= MAX_INPUT_DEPTH) {
      issues.push({ code: 'too_big', origin: 'depth', maximum: MAX_INPUT_DEPTH, path: [] });
      break;
    }
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (typeof key === 'string' && hasForbiddenCharacter(key)) {
        issues.push({ code: 'invalid_format', format: 'key', path: pathOf(node) });
        continue;
      }
      stack.push({ value: child, parent: node, key, depth: node.depth + 1 });
    }
  }
  return issues;
}

/**
 * The request validator of every route: strings no field takes are refused first (textIssues), then the
 * route's zod schema parses the part, with fieldErrorMap as the error map, so each refused field carries the
 * label and rule a person reads (never a path or zod's wording).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, url }) => {
  const noun = itemNounOf(url);
  const error = fieldErrorMap(noun);
  return (data) => {
    const refused = textIssues(data);
    if (refused.length) return { error: validationError(refused, noun) };
    const result = (schema as ZodType).safeParse(data, { error });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error.issues, noun) };
  };
};

/** Fastify's validation error, each issue with its field's path and the message a person reads. */
function validationError(issues: readonly IssueLike[], noun: ItemNoun): Error {
  const validation = issues.map((issue) => {
    const path = (issue.path ?? []).map(String);
    return {
      [FIELD_ISSUE]: true,
      keyword: issue.code,
      instancePath: `/${path.join('/')}`,
      schemaPath: '',
      params: { field: path.join('.') },
      message: issueMessage(issue, noun),
    };
  });
  return Object.assign(new Error(validation[0]?.message ?? ''), { validation });
}

/** The request's refused fields, or null when the error is not one of this compiler's. */
export function fieldIssuesOf(validation: unknown): FieldIssue[] | null {
  if (!Array.isArray(validation) || !validation.length) return null;
  if (!validation.every((v) => v && typeof v === 'object' && FIELD_ISSUE in v)) return null;
  return validation.map((v) => ({ field: v.params.field as string, message: v.message as string }));
}
