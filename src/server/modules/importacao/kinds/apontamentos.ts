import { IMPORT_MSG, parseUuid, parseWasteType } from '@domain/rules/import-values';
import type { ApontamentoInput } from '@domain/schemas/appointments';
import { sql } from 'drizzle-orm';
import { typedArray } from '../../../core/sql-arrays';
import { rowsOf } from '../../../db/client';
import { desperdiciosDetService } from '../../re-tb-desperdicios-det/public';
import type { ImportColumn, ImportKind, ImportRef, StagedRow, WriteContext } from '../kind';
import { columnOfRefusal, naturalUuid, weighingOf } from './apontamento-linha';
import { codeCol, dateCol, decimalCol, integerCol, restauranteRef } from './columns';

const column = (nome: string, parse: ImportColumn['parse'], m: Omit<ImportColumn, 'nome' | 'parse'>) => ({
  nome,
  parse,
  ...m,
});

const codeRef = (coluna: string, tabela: string, id: string, nome: string): ImportRef => ({
  coluna,
  tabela,
  id,
  codigo: 'cod_externo',
  nome,
});

/** The stored weighings of the company with these uuids: what they were saved with. */
async function storedOf(
  { tx, idEmpresa }: WriteContext,
  uuids: string[],
): Promise<Map<string, { rest: number; dta: string; tip: number; qtd: number }>> {
  const rows = await rowsOf<{ uuid: string; rest: number; dta: string; tip: number; qtd: string }>(
    tx,
    sql`select id_local::text as uuid, id_restaurante as rest, to_char(dta_apontamento, 'YYYY-MM-DD') as dta,
               tip_desperdicio as tip, qtd_desperdicio::text as qtd
          from re_tb_desperdicios_det
         where id_empresa = ${idEmpresa} and id_local = any(${typedArray(uuids, 'uuid')})`,
  );
  return new Map(
    rows.map((r) => [r.uuid, { rest: Number(r.rest), dta: r.dta, tip: Number(r.tip), qtd: Number(r.qtd) }]),
  );
}

/**
 * A company's historical weighings (re_tb_desperdicios_det), saved through the weighings' own save: the same
 * rules and refusals (what the type needs, the kanban of the day, the container's tare, the tolerance and its
 * approval), marked as imported, never sent to approval for their age nor checked against the entry mode.
 * Idempotent: by uuidApontamento, or by the line's natural key when it has none (naturalUuid); a weighing
 * already stored is left as it is (corrections go through the maintenance of weighings).
 */
export const apontamentosKind: ImportKind = {
  tipo: 'apontamentos',
  descricao: 'Histórico de pesagens (apontamentos de desperdício) por restaurante e dia',
  colunas: [
    codeCol('codRestaurante', { obrigatoria: true, descricao: 'Código do restaurante', exemplo: 'R001' }),
    dateCol('dtaApontamento', {
      obrigatoria: true,
      descricao: 'Dia da pesagem (dd/mm/aaaa ou aaaa-mm-dd)',
      exemplo: '01/03/2026',
    }),
    column('tipDesperdicio', parseWasteType, {
      obrigatoria: true,
      descricao:
        'Tipo: 1 Bandeja, 2 Excedente de produção, 3 Pré-preparo por turno, 4 Pré-preparo por insumo',
      exemplo: '2',
    }),
    decimalCol('qtdDesperdicio', 3, {
      obrigatoria: true,
      descricao: 'Peso bruto em kg (com o recipiente), maior que zero',
      exemplo: '3,250',
    }),
    codeCol('codItemVenda', {
      descricao: 'Código do item de venda (excedente de produção: com o produto, ou informe o agrupamento)',
      exemplo: 'IV100',
    }),
    codeCol('codProduto', { descricao: 'Código do produto (excedente de produção)', exemplo: 'P500' }),
    codeCol('codAgrupamento', { descricao: 'Código do agrupamento (excedente de produção)', exemplo: '' }),
    codeCol('codInsumo', { descricao: 'Código do insumo (pré-preparo por insumo)', exemplo: '' }),
    integerCol('codDestino', {
      descricao: 'Código do destino do resíduo (o número do cadastro de destinos)',
      exemplo: '',
    }),
    integerCol('codRecipiente', {
      descricao:
        'Código do recipiente (o número do cadastro de recipientes; a tara do restaurante é descontada)',
      exemplo: '',
    }),
    column('uuidApontamento', parseUuid, {
      obrigatoria: false,
      descricao:
        'Identificador único da pesagem (UUID); vazio = a pesagem é identificada por restaurante, dia, tipo, item e peso',
      exemplo: '',
    }),
  ],
  chave: ['uuidApontamento'],
  chaveDe: (v) =>
    v.uuidApontamento
      ? [v.uuidApontamento]
      : [
          v.codRestaurante,
          v.dtaApontamento,
          v.tipDesperdicio,
          v.codItemVenda ?? '',
          v.codProduto ?? '',
          v.codAgrupamento ?? '',
          v.codInsumo ?? '',
          v.qtdDesperdicio,
        ],
  refs: [
    restauranteRef('codRestaurante'),
    codeRef('codItemVenda', 're_mv_itens_venda', 'id_item_venda', 'Item de venda'),
    codeRef('codProduto', 're_tb_produtos', 'id_produto', 'Produto'),
    codeRef('codAgrupamento', 're_tb_agrupamento', 'cod_agrupamento', 'Agrupamento'),
    codeRef('codInsumo', 're_tb_insumos', 'id_insumo', 'Insumo'),
  ],
  write: async (ctx, rows) => {
    const lines = rows.map((r: StagedRow) => {
      const w = weighingOf(r);
      const given = (r.v.uuidApontamento as string | null) ?? null;
      return { r, given, w: { ...w, uuidApontamento: given ?? naturalUuid(w) } };
    });
    const stored = await storedOf(
      ctx,
      lines.map((l) => l.w.uuidApontamento as string),
    );
    const erros: { linha: number; coluna: string; mensagem: string }[] = [];
    const fresh: typeof lines = [];
    for (const l of lines) {
      const s = stored.get(l.w.uuidApontamento as string);
      if (!s) fresh.push(l);
      else if (l.given && !sameWeighing(s, l.w))
        erros.push({ linha: l.r.linha, coluna: 'uuidApontamento', mensagem: IMPORT_MSG.uuidTaken(l.given) });
    }
    if (!fresh.length) return { inseridas: 0, alteradas: 0, erros };
    const out = await desperdiciosDetService(ctx.tx).saveAll(
      ctx.idEmpresa,
      ctx.author.idUsuario as number,
      fresh.map((l) => l.w),
      { imported: true, withinCallerTransaction: true },
    );
    if (!out.ok)
      out.results.forEach((res, i) => {
        if (res.exception)
          erros.push({
            linha: fresh[i].r.linha,
            coluna: columnOfRefusal(res.exception, fresh[i].w),
            mensagem: res.exception,
          });
      });
    return { inseridas: out.ok ? fresh.length : 0, alteradas: 0, erros };
  },
};

/** A stored weighing is the line's when restaurant, day, type and gross kg agree. */
function sameWeighing(
  s: { rest: number; dta: string; tip: number; qtd: number },
  w: ApontamentoInput,
): boolean {
  return (
    s.rest === w.idRestaurante &&
    s.dta === w.dtaApontamento &&
    s.tip === w.tipDesperdicio &&
    Math.abs(s.qtd - w.qtdDesperdicio) < 0.0005
  );
}
