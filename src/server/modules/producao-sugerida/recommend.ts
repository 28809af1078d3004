import { dayNumber, isoOfDay, shortBr } from '@domain/forecast/calendar';
import { NIVEL_SERVICO_PADRAO, parametros } from '@domain/forecast/params';
import { sugerirProducao } from '@domain/forecast/recommend';
import { nivelServicoPorExtenso } from '@domain/forecast/service-level-words';
import { MSG } from '@domain/messages';
import type { ProducaoSugerida, ProducaoSugeridaQuery } from '@domain/schemas/producao-sugerida';
import { invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { round } from '../../core/round';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/json-rows';
import { comHistorico } from './history';
import { leituraRefeicoesPlanejadas, leiturasDaHistoria } from './queries';
import { leituraDoRestaurante } from './scope';
import { leituraLinhasAlvo, leituraParametros } from './targets';

/** Weeks of history read before the reference day: 12 for a line's centre, 8 more for its past errors. */
export const SEMANAS_DE_HISTORIA = 21;

/**
 * The recommended production of a restaurant's day: its kanban lines, each with the quantity that covers the
 * day's demand at the service level (only data dated before dtaReferencia read), how it was reached, and the
 * surplus it is expected to save against the plan.
 */
export async function recomendar(
  db: Db,
  auth: AuthContext,
  idEmpresa: number,
  q: ProducaoSugeridaQuery,
): Promise<ProducaoSugerida> {
  // Two statements: the restaurant and its parameters (which set the reference day), then the day's lines, its
  // planned meals and the restaurant's own history (see readTogether).
  const first = await readTogether(db, {
    verificar: leituraDoRestaurante(db, auth, idEmpresa, q.idRestaurante),
    parametros: leituraParametros(idEmpresa, [q.idRestaurante]),
  });
  first.verificar();
  const params = first.parametros.get(q.idRestaurante);
  const tau = q.nivelServico ?? params?.nivelServico ?? NIVEL_SERVICO_PADRAO;
  const lead = params?.antecedenciaDias ?? 1;
  const dtaReferencia = q.dtaReferencia ?? isoOfDay(dayNumber(q.dtaCardapio) - lead);
  if (dtaReferencia > q.dtaCardapio) throw invalid(MSG.producaoReferenciaDepois);
  const de = isoOfDay(dayNumber(dtaReferencia) - 7 * SEMANAS_DE_HISTORIA);
  const janela = { restaurantes: [q.idRestaurante], de, antes: dtaReferencia };
  const { alvo, planejadas, ...own } = await readTogether(db, {
    alvo: leituraLinhasAlvo(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    planejadas: leituraRefeicoesPlanejadas(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    ...leiturasDaHistoria(idEmpresa, janela),
  });
  if (!alvo.length) throw invalid(MSG.producaoSemKanban(shortBr(q.dtaCardapio)));
  const produtos = [...new Set(alvo.map((l) => l.idProduto))];
  const escopo = { ...janela, produtos };
  const s = await comHistorico(
    db,
    idEmpresa,
    { ...escopo, params: parametros({ antecedenciaDias: lead }) },
    (h) =>
      sugerirProducao(
        h,
        {
          idRestaurante: q.idRestaurante,
          dtaCardapio: q.dtaCardapio,
          dtaReferencia,
          refeicoesPlanejadas: planejadas[0]?.qtdRefeicoes ?? params?.refeicoesPrevistas ?? null,
          linhas: alvo,
        },
        tau,
      ),
    own,
  );
  return {
    idRestaurante: q.idRestaurante,
    dtaCardapio: q.dtaCardapio,
    dtaReferencia: s.dtaReferencia,
    nivelServico: tau,
    nivelServicoTexto: nivelServicoPorExtenso(tau),
    refeicoesPrevistas: s.refeicoesPrevistas,
    linhas: s.linhas.map((l, i) => {
      const a = alvo[i];
      const poupado = l.qtdSugerida === null ? 0 : Math.max(0, (a.qtdPlanejada ?? 0) - l.qtdSugerida);
      return {
        idKanban: a.idKanban,
        idItemVenda: a.idItemVenda,
        desItemVenda: a.desItemVenda,
        idProduto: a.idProduto,
        desProduto: a.desProduto,
        codAgrupamento: a.codAgrupamento,
        qtdPlanejada: a.qtdPlanejada,
        qtdSugerida: l.qtdSugerida,
        metodo: l.metodo,
        observacoes: l.observacoes,
        explicacao: l.explicacao,
        economia: {
          kg: round(poupado, 3),
          valor: round(poupado * a.custoKg, 2),
          co2e: round(poupado * a.fatorCo2e, 3),
        },
        aceita: a.qtdPlanejadaOriginal !== null,
        qtdPlanejadaOriginal: a.qtdPlanejadaOriginal,
      };
    }),
  };
}
