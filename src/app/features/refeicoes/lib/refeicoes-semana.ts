/**
 * The week on the Refeições screen: each day with the values in force (the server's, or those typed on this
 * tablet and not sent yet), the satellites' counts and the total; what the user changed, checked, as the
 * records to queue.
 */
import type { RecordSend } from '@app/components/ui/record-send-state';
import { isoToBr } from '@domain/dates';
import { diaDaSemana, parseQtdTexto, refeicaoError } from '@domain/rules/refeicoes';
import type { RefeicaoInput, RefeicoesPeriodo } from '@domain/schemas/refeicoes';
import type { DiaNoTablet } from '../hooks/use-refeicoes-no-tablet';

export type Campo = 'qtdRefeicoes' | 'qtdPlanejadas';
/** The texts typed per day and field, not saved yet. */
export type Rascunhos = Record<string, Partial<Record<Campo, string>>>;

export interface LinhaDia {
  dia: string;
  /** 'Segunda-feira'. */
  nome: string;
  /** '01/12/2026'. */
  data: string;
  /** 'Segunda-feira, 01/12/2026' (names the record in a refusal). */
  rotulo: string;
  /** A day after today in the restaurant: no meals served yet. */
  futuro: boolean;
  qtdRefeicoes: number | null;
  qtdPlanejadas: number | null;
  qtdSatelites: number;
  send: RecordSend | null;
}

export function linhasDaSemana(periodo: RefeicoesPeriodo, tablet: Map<string, DiaNoTablet>): LinhaDia[] {
  return periodo.dias.map((d) => {
    const aqui = tablet.get(d.dtaRefeicao);
    const nome = diaDaSemana(d.dtaRefeicao);
    const data = isoToBr(d.dtaRefeicao);
    return {
      dia: d.dtaRefeicao,
      nome,
      data,
      rotulo: `${nome}, ${data}`,
      futuro: d.dtaRefeicao > periodo.hoje,
      qtdRefeicoes: aqui && 'qtdRefeicoes' in aqui ? (aqui.qtdRefeicoes ?? null) : d.qtdRefeicoes,
      qtdPlanejadas: aqui && 'qtdPlanejadas' in aqui ? (aqui.qtdPlanejadas ?? null) : d.qtdPlanejadas,
      qtdSatelites: d.qtdSatelites,
      send: aqui?.send ?? null,
    };
  });
}

/** Served + satellites (what the recommended production learns from); null when neither is known. */
export function totalDoDia(servidas: number | null, satelites: number): number | null {
  return servidas === null && satelites === 0 ? null : (servidas ?? 0) + satelites;
}

/** The text a field shows: what was typed, else the value in force. */
export function textoDoCampo(linha: LinhaDia, campo: Campo, rascunhos: Rascunhos): string {
  const typed = rascunhos[linha.dia]?.[campo];
  if (typed !== undefined) return typed;
  const v = linha[campo];
  return v === null ? '' : String(v);
}

export interface Alteracoes {
  records: Omit<RefeicaoInput, 'uuidRefeicao'>[];
  /** What each record is ('Segunda-feira, 01/12/2026'), in the same order. */
  rotulos: string[];
  /** The message of each field typed wrong, by day. */
  erros: Record<string, Partial<Record<Campo, string>>>;
}

/** The days whose typed values differ from those in force, as records; and the fields typed wrong. */
export function alteracoes(
  idRestaurante: number,
  hoje: string,
  linhas: readonly LinhaDia[],
  rascunhos: Rascunhos,
): Alteracoes {
  const out: Alteracoes = { records: [], rotulos: [], erros: {} };
  for (const linha of linhas) {
    const typed = rascunhos[linha.dia];
    if (!typed) continue;
    const record: Omit<RefeicaoInput, 'uuidRefeicao'> = { idRestaurante, dtaRefeicao: linha.dia };
    for (const campo of ['qtdRefeicoes', 'qtdPlanejadas'] as const) {
      const text = typed[campo];
      if (text === undefined) continue;
      const value = parseQtdTexto(text);
      const erro = refeicaoError({ dtaRefeicao: linha.dia, [campo]: value }, hoje);
      if (erro) out.erros[linha.dia] = { ...out.erros[linha.dia], [campo]: erro };
      else if (value !== linha[campo]) record[campo] = value;
    }
    if (record.qtdRefeicoes !== undefined || record.qtdPlanejadas !== undefined) {
      out.records.push(record);
      out.rotulos.push(linha.rotulo);
    }
  }
  return out;
}
