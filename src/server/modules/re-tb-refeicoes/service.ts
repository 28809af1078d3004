import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { deviceInstantMs } from '@domain/rules/kanban-closings';
import {
  periodoError,
  qtdDigitada,
  type RegistroDoDia,
  refeicaoError,
  registroEmVigor,
} from '@domain/rules/refeicoes';
import type {
  RefeicaoInput,
  RefeicaoResultado,
  RefeicaoSalva,
  RefeicoesPeriodo,
  RefeicoesQuery,
} from '@domain/schemas/refeicoes';
import { businessToday } from '../../core/business-time';
import { forbidden, invalid } from '../../core/domain-errors';
import type { AuthContext } from '../../core/request-context';
import { transaction } from '../../core/transaction';
import type { Db } from '../../db/client';
import {
  diasDoPeriodo,
  gravarDia,
  insertRegistros,
  type NewTypedRow,
  registrosDosDias,
  registrosPorUuid,
  restaurantesDoUsuario,
  type TypedRow,
  travarRestaurantes,
} from './queries';

export type RefeicoesOutcome =
  | { ok: true; saved: RefeicaoSalva[] }
  | { ok: false; results: RefeicaoResultado[] };

/** A stored record as the API answers it (a replay answers exactly this again). */
function toSalva(row: TypedRow): RefeicaoSalva {
  return {
    idRefeicaoDigitada: row.idRefeicaoDigitada,
    uuidRefeicao: row.idLocal,
    idRestaurante: row.idRestaurante,
    dtaRefeicao: row.dtaRefeicao,
    ...(row.indRefeicoes ? { qtdRefeicoes: row.qtdRefeicoes } : {}),
    ...(row.indPlanejadas ? { qtdPlanejadas: row.qtdPlanejadas } : {}),
    dtaRegistro: row.dthRegistro.toISOString(),
  };
}

const lower = (i: RefeicaoInput) => i.uuidRefeicao.toLowerCase();

/**
 * A stored record as one of its day's records of a quantity (registroEmVigor): typed at its device instant, but
 * never after the server received it (a tablet whose clock runs ahead does not win every later correction).
 */
const doDia =
  (qtd: 'qtdRefeicoes' | 'qtdPlanejadas') =>
  (row: TypedRow): RegistroDoDia => ({
    id: row.idRefeicaoDigitada,
    instante: Math.min((row.dthDispositivo ?? row.dthRegistro).getTime(), row.dthRegistro.getTime()),
    qtd: row[qtd],
  });

/**
 * The meals served and planned per restaurant and day typed on the kitchen's screen (/api/v1/reTbRefeicoes).
 * The restaurant must be the company's, and one of the units the user's scale links allow (administrators: any).
 */
export function refeicoesService(db: Db, readDb: Db) {
  async function restaurantes(tx: Db, auth: AuthContext, idEmpresa: number, ids: number[]) {
    return restaurantesDoUsuario(tx, idEmpresa, auth.idUsuario, [...new Set(ids)]);
  }
  const admin = (auth: AuthContext) => auth.access?.indRetAdm === true;

  return {
    /** Each day of the period with its served, planned and satellite meals (nothing recorded: nulls and 0). */
    async periodo(auth: AuthContext, idEmpresa: number, q: RefeicoesQuery): Promise<RefeicoesPeriodo> {
      const erro = periodoError(q.dtaIni, q.dtaFim);
      if (erro) throw invalid(erro);
      const rest = (await restaurantes(readDb, auth, idEmpresa, [q.idRestaurante])).get(q.idRestaurante);
      if (!rest) throw invalid(MSG.producaoRestauranteDesconhecido(q.idRestaurante));
      if (!admin(auth) && !rest.usable) throw forbidden(MSG.accessDeniedText);
      const rows = await diasDoPeriodo(readDb, idEmpresa, q.idRestaurante, q.dtaIni, q.dtaFim);
      const byDay = new Map(rows.map((row) => [row.dia, row]));
      const dias: RefeicoesPeriodo['dias'] = [];
      for (let dia = q.dtaIni; dia <= q.dtaFim; dia = addDays(dia, 1)) {
        const row = byDay.get(dia);
        const servidas = row?.servidas ?? null;
        const satelites = row?.satelites ?? null;
        dias.push({
          dtaRefeicao: dia,
          qtdRefeicoes: servidas === null ? null : Number(servidas),
          qtdPlanejadas: row?.planejadas == null ? null : Number(row.planejadas),
          qtdSatelites: Number(satelites ?? 0),
          qtdTotal:
            servidas === null && satelites === null ? null : Number(servidas ?? 0) + Number(satelites ?? 0),
        });
      }
      return { ...q, hoje: businessToday(rest.zone), dias };
    },

    /**
     * Saves what the tablets' outbox sends, with the batch semantics of the kanban closings: a uuid already stored
     * is a replay (answered as stored, nothing checked or changed); any other refused record refuses the whole
     * batch (nothing saved); otherwise, in one transaction, the records are stored and each quantity of a day
     * takes the value of its record typed last, when that is one of this batch's (a record typed before the one
     * in force, or before an import wrote the day since, changes nothing).
     */
    async save(
      auth: AuthContext,
      idEmpresa: number,
      items: readonly RefeicaoInput[],
    ): Promise<RefeicoesOutcome> {
      return transaction(db, async (tx) => {
        const uuids = [...new Set(items.map(lower))];
        const stored = await registrosPorUuid(tx, idEmpresa, uuids);
        const fresh = items.filter((i) => !stored.has(lower(i)));
        const rests = await restaurantes(
          tx,
          auth,
          idEmpresa,
          fresh.map((i) => i.idRestaurante),
        );

        const results: RefeicaoResultado[] = items.map((input) => {
          const row = stored.get(lower(input));
          if (row) return { ...input, exception: null, idRefeicaoSalva: row.idRefeicaoDigitada };
          const rest = rests.get(input.idRestaurante);
          const exception = !rest
            ? MSG.producaoRestauranteDesconhecido(input.idRestaurante)
            : !admin(auth) && !rest.usable
              ? MSG.refeicoesSemAcesso(input.idRestaurante)
              : refeicaoError(input, businessToday(rest.zone));
          return { ...input, exception, idRefeicaoSalva: null };
        });
        if (results.some((r) => r.exception)) return { ok: false, results };

        // The first occurrence of a uuid repeated in the batch is the one stored.
        const toInsert = new Map<string, NewTypedRow>();
        for (const i of fresh) {
          if (toInsert.has(lower(i))) continue;
          const servidas = qtdDigitada(i.qtdRefeicoes);
          const planejadas = qtdDigitada(i.qtdPlanejadas);
          toInsert.set(lower(i), {
            idEmpresa,
            idLocal: lower(i),
            idRestaurante: i.idRestaurante,
            dtaRefeicao: i.dtaRefeicao,
            indRefeicoes: servidas !== undefined,
            qtdRefeicoes: servidas ?? null,
            indPlanejadas: planejadas !== undefined,
            qtdPlanejadas: planejadas ?? null,
            dthDispositivo: i.dtaDispositivo ? new Date(deviceInstantMs(i.dtaDispositivo)!) : null,
            idUsuario: auth.idUsuario,
          });
        }
        await travarRestaurantes(
          tx,
          [...toInsert.values()].map((row) => row.idRestaurante),
        );
        const written = await insertRegistros(tx, [...toInsert.values()]);
        const novos = new Set(written.map((row) => row.idRefeicaoDigitada));
        const logs = await registrosDosDias(tx, idEmpresa, written);
        for (const log of logs.values()) {
          const dia = { idEmpresa, idRestaurante: log[0].idRestaurante, dtaRefeicao: log[0].dtaRefeicao };
          const servidas = registroEmVigor(log.filter((r) => r.indRefeicoes).map(doDia('qtdRefeicoes')));
          const planejadas = registroEmVigor(log.filter((r) => r.indPlanejadas).map(doDia('qtdPlanejadas')));
          if (servidas && novos.has(servidas.id)) await gravarDia(tx, 'servidas', dia, servidas.qtd);
          if (planejadas && novos.has(planejadas.id)) await gravarDia(tx, 'planejadas', dia, planejadas.qtd);
        }
        const all = await registrosPorUuid(tx, idEmpresa, uuids);
        return { ok: true, saved: items.map((i) => toSalva(all.get(lower(i))!)) };
      });
    },
  };
}
