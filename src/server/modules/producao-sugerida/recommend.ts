import { dayNumber, isoOfDay, shortBr } from '@domain/forecast/calendar';
import { type Historico, HistoricoIncompleto } from '@domain/forecast/history';
import { NIVEL_SERVICO_PADRAO, parametros } from '@domain/forecast/params';
import { type SugestaoDia, sugerirProducao } from '@domain/forecast/recommend';
import { nivelServicoPorExtenso } from '@domain/forecast/service-level-words';
import { MSG } from '@domain/messages';
import type { ProducaoSugerida, ProducaoSugeridaQuery } from '@domain/schemas/producao-sugerida';
import { sql } from 'drizzle-orm';
import { invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { round } from '../../core/round';
import type { Db } from '../../db/client';
import { readTogether, type TextRead } from '../../db/json-rows';
import { comHistorico } from './history';
import { type Alvo, chaveDo, diasAReler, diasDeDependencia, guardar, leituraGuardados } from './kept-days';
import { historicoGuardado } from './kept-history';
import { leituraRefeicoesPlanejadas, leiturasDaHistoria } from './queries';
import { leituraDoRestaurante } from './scope';
import { leituraLinhasAlvo, leituraParametros } from './targets';

/** A read of nothing (no kept days to read). */
const nada: TextRead<null> = { sql: sql`select null::text`, parse: () => null };

/** Weeks of history read before the reference day: 12 for a line's centre, 8 more for its past errors. */
export const SEMANAS_DE_HISTORIA = 21;

/**
 * The recommended production of a restaurant's day: its kanban lines, each with the quantity that covers the
 * day's demand at the service level (only data dated before dtaReferencia read), how it was reached, and the
 * surplus it is expected to save against the plan.
 */
export async function recomendar(
  db: { write: Db; read: Db },
  auth: AuthContext,
  idEmpresa: number,
  q: ProducaoSugeridaQuery,
): Promise<ProducaoSugerida> {
  // Two statements: the restaurant and its parameters (which set the reference day), then the day's lines, its
  // planned meals and the restaurant's own history (see readTogether).
  const first = await readTogether(db.read, {
    verificar: leituraDoRestaurante(db.read, auth, idEmpresa, q.idRestaurante),
    parametros: leituraParametros(idEmpresa, [q.idRestaurante]),
  });
  first.verificar();
  const params = first.parametros.get(q.idRestaurante);
  const tau = q.nivelServico ?? params?.nivelServico ?? NIVEL_SERVICO_PADRAO;
  const lead = params?.antecedenciaDias ?? 1;
  const dtaReferencia = q.dtaReferencia ?? isoOfDay(dayNumber(q.dtaCardapio) - lead);
  if (dtaReferencia > q.dtaCardapio) throw invalid(MSG.producaoReferenciaDepois);
  const dnRef = dayNumber(dtaReferencia);
  const de = isoOfDay(dnRef - 7 * SEMANAS_DE_HISTORIA);
  const janela = { restaurantes: [q.idRestaurante], de, antes: dtaReferencia };
  const p = parametros({ antecedenciaDias: lead });
  // The kept days hold while each past error's reads fall inside the window (a lead of up to a week).
  const guarda: Alvo | null =
    lead <= 7
      ? {
          idEmpresa,
          idRestaurante: q.idRestaurante,
          chave: chaveDo(p),
          dependencia: diasDeDependencia(p),
          de: dnRef - 7 * SEMANAS_DE_HISTORIA,
          antes: dnRef,
        }
      : null;
  const { alvo, planejadas, guardados, ...own } = await readTogether(db.read, {
    alvo: leituraLinhasAlvo(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    planejadas: leituraRefeicoesPlanejadas(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    guardados: guarda ? leituraGuardados(guarda) : nada,
    ...leiturasDaHistoria(idEmpresa, guarda ? { ...janela, soDias: diasAReler(guarda) } : janela),
  });
  if (!alvo.length) throw invalid(MSG.producaoSemKanban(shortBr(q.dtaCardapio)));
  const consulta = {
    idRestaurante: q.idRestaurante,
    dtaCardapio: q.dtaCardapio,
    dtaReferencia,
    refeicoesPlanejadas: planejadas[0]?.qtdRefeicoes ?? params?.refeicoesPrevistas ?? null,
    linhas: alvo,
  };
  const calcular = (h: Historico) => sugerirProducao(h, consulta, tau);
  let s: SugestaoDia | undefined;
  if (guarda && guardados) {
    const hg = historicoGuardado(q.idRestaurante, guarda.de, guarda.antes, guardados, own, p);
    try {
      s = calcular(hg.h);
    } catch (err) {
      if (!(err instanceof HistoricoIncompleto)) throw err;
    }
    if (s) await guardar(db.write, guarda, guardados, hg.dias(dnRef));
  }
  if (!s) {
    // The company's history is needed (or nothing is kept): the whole window is read, as it always was.
    const produtos = [...new Set(alvo.map((l) => l.idProduto))];
    s = await comHistorico(
      db.read,
      idEmpresa,
      { ...janela, produtos, params: p },
      calcular,
      guarda ? undefined : own,
    );
  }
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
