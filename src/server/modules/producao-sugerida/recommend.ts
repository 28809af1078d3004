import { dayNumber, isoOfDay, shortBr } from '@domain/forecast/calendar';
import { AgrupamentoIncompleto, type Historico, HistoricoIncompleto } from '@domain/forecast/history';
import { NIVEL_SERVICO_PADRAO, PARAMETROS_PADRAO, parametros } from '@domain/forecast/params';
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

/** The reads of the recommendation of a day for a lead time: its window, kept days, lines and history. */
function leiturasDoDia(idEmpresa: number, q: ProducaoSugeridaQuery, lead: number, doZero: boolean) {
  const dtaReferencia = q.dtaReferencia ?? isoOfDay(dayNumber(q.dtaCardapio) - lead);
  const dnRef = dayNumber(dtaReferencia);
  const janela = {
    restaurantes: [q.idRestaurante],
    de: isoOfDay(dnRef - 7 * SEMANAS_DE_HISTORIA),
    antes: dtaReferencia,
  };
  const p = parametros({ antecedenciaDias: lead });
  // The kept days hold while each past error's reads fall inside the window (a lead of up to a week).
  const guarda: Alvo | null =
    lead <= 7 && !doZero
      ? {
          idEmpresa,
          idRestaurante: q.idRestaurante,
          chave: chaveDo(p),
          dependencia: diasDeDependencia(p),
          centro: 7 * p.janelaSemanas,
          comErros: 7 * p.semanasResiduos,
          de: dnRef - 7 * SEMANAS_DE_HISTORIA,
          antes: dnRef,
        }
      : null;
  const reads = {
    alvo: leituraLinhasAlvo(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    planejadas: leituraRefeicoesPlanejadas(idEmpresa, [q.idRestaurante], q.dtaCardapio, q.dtaCardapio),
    guardados: guarda ? leituraGuardados(guarda) : nada,
    ...leiturasDaHistoria(idEmpresa, guarda ? { ...janela, soDias: diasAReler(guarda) } : janela),
  };
  return { dtaReferencia, dnRef, janela, p, guarda, reads };
}

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
  /** Computed from the rows alone, the kept days neither read nor written (an operator's check, the tests'). */
  doZero = false,
): Promise<ProducaoSugerida> {
  // Usually one statement: the restaurant, its parameters and, for the default lead, the day's reads. A
  // restaurant with another lead (which moves the reference day) then reads the day again with its own. On the
  // main database, not the read one: the kept days are written there, and a replica behind it would have every
  // request compute again what a request before it kept. (Small reads, but for a lead over 7 days and doZero,
  // which read the whole window here; the company fallback below reads from the read database.)
  const palpite = leiturasDoDia(idEmpresa, q, PARAMETROS_PADRAO.antecedenciaDias, doZero);
  const first = await readTogether(db.write, {
    verificar: leituraDoRestaurante(db.write, auth, idEmpresa, q.idRestaurante),
    parametros: leituraParametros(idEmpresa, [q.idRestaurante]),
    ...palpite.reads,
  });
  first.verificar();
  const params = first.parametros.get(q.idRestaurante);
  const tau = q.nivelServico ?? params?.nivelServico ?? NIVEL_SERVICO_PADRAO;
  const lead = params?.antecedenciaDias ?? PARAMETROS_PADRAO.antecedenciaDias;
  const dia = lead === palpite.p.antecedenciaDias ? palpite : leiturasDoDia(idEmpresa, q, lead, doZero);
  const { dtaReferencia, dnRef, janela, p, guarda } = dia;
  if (dtaReferencia > q.dtaCardapio) throw invalid(MSG.producaoReferenciaDepois);
  const { alvo, planejadas, guardados, ...own } =
    dia === palpite ? first : await readTogether(db.write, dia.reads);
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
  const produtos = [...new Set(alvo.map((l) => l.idProduto))];
  if (guarda && guardados) {
    // The targets' products first; all of them when a centre falls back to the grouping.
    const janelaGuardada = { de: guarda.de, antes: guarda.antes, dnRef };
    for (const indexados of [new Set(produtos), null]) {
      const hg = historicoGuardado(q.idRestaurante, janelaGuardada, guardados, own, p, indexados);
      try {
        s = calcular(hg.h);
      } catch (err) {
        if (err instanceof AgrupamentoIncompleto) continue;
        if (!(err instanceof HistoricoIncompleto)) throw err;
        break;
      }
      // Keeping is only a saving for the next request: the answer stands whatever becomes of it.
      await guardar(db.write, guarda, guardados, hg.dias()).catch(() => {});
      break;
    }
  }
  if (!s) {
    // The company's history is needed (or nothing is kept): the whole window is read, as it always was.
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
