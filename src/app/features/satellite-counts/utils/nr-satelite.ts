/** The satellite-count screen's filters, row keys, staged edits and save payload (spec §5, §7). */
import type { Patch, StagedChanges } from '@app/lib/staged-edits';
import { isIsoDate } from '@domain/dates';
import { MSG } from '@domain/messages';
import { normalizeNrSatelite } from '@domain/rules/registers';
import type { NrSatelite, NrSateliteItem, NrSateliteQuery } from '@domain/schemas/registers';

export interface NrSateliteFilterValues {
  idRestaurante: number | null;
  idSatelite: number | null;
  /** 'YYYY-MM-DD', or '' when empty. */
  dtaInicial: string;
  dtaFinal: string;
}
export type NrSateliteFilterErrors = Partial<Record<keyof NrSateliteFilterValues, string>>;

/** The edited fields of a row. */
export type NrSateliteEdit = Pick<NrSatelite, 'qtdNrCli' | 'qtdNrColab'>;
type CountChanges = StagedChanges<string, NrSateliteEdit>;

/** Every filter is required (spec §5 'Filtros não encontrados' on save), and the period must not run backwards. */
export function nrSateliteFilterErrors(v: NrSateliteFilterValues): NrSateliteFilterErrors | null {
  const errors: NrSateliteFilterErrors = {};
  if (v.idRestaurante === null) errors.idRestaurante = MSG.required;
  if (v.idSatelite === null) errors.idSatelite = MSG.required;
  if (!isIsoDate(v.dtaInicial)) errors.dtaInicial = MSG.required;
  if (!isIsoDate(v.dtaFinal)) errors.dtaFinal = MSG.required;
  else if (!errors.dtaInicial && v.dtaFinal < v.dtaInicial) errors.dtaFinal = MSG.periodEndBeforeStart;
  return Object.keys(errors).length ? errors : null;
}

export function toNrSateliteQuery(v: NrSateliteFilterValues): NrSateliteQuery | null {
  if (nrSateliteFilterErrors(v)) return null;
  return {
    idRestaurante: v.idRestaurante!,
    idSatelite: v.idSatelite!,
    dtaInicial: v.dtaInicial,
    dtaFinal: v.dtaFinal,
  };
}

/** A row is one day, sale item and product (idNrSat is null until its count is first saved). */
export const nrSateliteRowKey = (r: Pick<NrSatelite, 'dtaNr' | 'idItemVenda' | 'idProduto'>): string =>
  `${r.dtaNr.slice(0, 10)}|${r.idItemVenda}|${r.idProduto}`;

/** The stored counts of a row (what un-stages an edit typed back). */
export const storedNrSatelite = (r: NrSatelite): NrSateliteEdit => ({
  qtdNrCli: r.qtdNrCli,
  qtdNrColab: r.qtdNrColab,
});

/**
 * The patch to stage when a count is typed, the rule applied: a customer count of 0 clears the collaborator
 * count (spec §5).
 */
export function nrSatelitePatch(current: NrSateliteEdit, patch: Patch<NrSateliteEdit>): NrSateliteEdit {
  return normalizeNrSatelite({ ...current, ...patch });
}

/** The changed rows only, in the order shown, as POST /api/v1/reTbNrSatelite items (the rule applied). */
export function buildNrSatelitePayload(rows: readonly NrSatelite[], changes: CountChanges): NrSateliteItem[] {
  return rows
    .filter((r) => changes.has(nrSateliteRowKey(r)))
    .map((r) => {
      const edit = nrSatelitePatch(storedNrSatelite(r), changes.get(nrSateliteRowKey(r)) ?? {});
      return {
        dtaNr: r.dtaNr.slice(0, 10),
        idItemVenda: r.idItemVenda,
        idNrSat: r.idNrSat,
        idProduto: r.idProduto,
        idRestaurante: r.idRestaurante,
        idSatelite: r.idSatelite,
        qtdNrCli: edit.qtdNrCli,
        qtdNrColab: edit.qtdNrColab,
      };
    });
}
