/**
 * Restaurant rules the client needs without the schemas: this module imports no zod, so the entry screens
 * that only ask for the restaurant picker do not load (and evaluate) the validation library.
 */

/** How many restaurants the picker asks for (spec §7, §9): 20 with a grouping and a group, else 10. */
export function restaurantLovQtd(q: { idGrupo?: number | null; codAgrupamento?: number | null }): number {
  return q.idGrupo && q.codAgrupamento ? 20 : 10;
}
