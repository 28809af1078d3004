/** A parameter row as the API lists it: who and which parameter it is, no value, observation or text but `over`'s. */
import type { Parametro } from '@domain/schemas/entry-lookups';

type ParametroKey = Pick<
  Parametro,
  'idParametro' | 'idEmpresa' | 'idRestaurante' | 'desParametro' | 'seqParametro'
>;

export const parametroRow = (key: ParametroKey, over: Partial<Parametro> = {}): Parametro => ({
  ...key,
  vlrParametroDec: null,
  vlrParametroDta: null,
  vlrParametroInt: null,
  vlrParametroTxt: null,
  txtObservacao: null,
  txtParametro: null,
  ...over,
});
