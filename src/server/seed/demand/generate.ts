import { addDays, weekday } from '@domain/dates';
import { dayNumber } from '@domain/forecast/calendar';
import type { LinhaKanban, PesagemExcedente, RefeicoesDia } from '@domain/forecast/types';
import { Rng, round } from '../prng';
import { catalogo, type ItemDemanda, type RestauranteDemanda, restaurantes } from './catalog';
import { cardapioDoDia } from './menu';
import {
  avancarDeriva,
  choqueDoDia,
  fechamentoDaLinha,
  feriadoAntes,
  perfilRestaurante,
  producaoDaLinha,
  refeicoesDoDia,
} from './model';

/**
 * A seedable history of production with a hidden true demand per restaurant, day and kanban line, so a
 * recommender can be trained on what a kitchen records and scored against what diners really wanted.
 *
 * - Meals: per restaurant, by weekday (the demo's weekend factors), with a linear trend, day noise and one
 *   holiday (a weekday at 30% of its meals, announced as planned meals).
 * - Demand of a line = meals × per-meal consumption: the dish's plate weight × its share of the meals (the
 *   vegetarian option takes diners from the protein) × the product's split × a popularity of the product in
 *   that restaurant × the restaurant's appetite × a weekday effect × a slow weekly drift × a shock shared by the
 *   day's lines × the line's own noise. Proteins, sides, desserts and buffet extras rotate on the menu.
 * - The kitchen plans by habit: its own meals estimate (blind to the recent trend) × the plate weight, moved
 *   70% of the way (in log terms) to the restaurant's real taste, × its over-production margin (20–45%) ×
 *   noise; it produces about the plan. It runs out on about 1 line-day in 10.
 * - Closing: produced < demand ⇒ the line ran out at a time of the service (consumption censored); a surplus
 *   under 0.15 kg is closed 'sem sobra'; otherwise it is weighed in one or two containers (gross with tare),
 *   now and then weighed twice and the copy rejected; 3% of the lines are never closed.
 */

export interface OpcoesDemanda {
  seed: number;
  /** The last day of the history ('yyyy-MM-dd'). */
  ate?: string;
  semanas?: number;
  /** Number of restaurants (the demo's 13 by default; more repeat them with other sizes). */
  restaurantes?: number;
  /** Buffet extras served per day (0: the demo's menu, about 8 lines a day). */
  extras?: number;
}

/** The hidden truth of a kanban line. */
export interface VerdadeLinha {
  idKanban: number;
  demandaKg: number;
}

export interface DadosDemanda {
  inicio: string;
  ate: string;
  feriado: string;
  restaurantes: RestauranteDemanda[];
  itens: ItemDemanda[];
  kanban: (LinhaKanban & { idKanban: number })[];
  pesagens: PesagemExcedente[];
  refeicoes: RefeicoesDia[];
  refeicoesPlanejadas: RefeicoesDia[];
  /** Kept apart: what the recommender must never read. */
  verdade: VerdadeLinha[];
}

export function gerarDemanda(o: OpcoesDemanda): DadosDemanda {
  const rng = new Rng(o.seed);
  const weeks = o.semanas ?? 16;
  const ate = o.ate ?? '2024-06-01';
  const days = weeks * 7;
  const inicio = addDays(ate, -(days - 1));
  const items = catalogo(o.extras ?? 0);
  const rests = restaurantes(o.restaurantes ?? 13, () => rng.float(0.4, 1.6));
  const feriado = feriadoAntes(ate);

  const out: DadosDemanda = {
    inicio,
    ate,
    feriado,
    restaurantes: rests,
    itens: items,
    kanban: [],
    pesagens: [],
    refeicoes: [],
    refeicoesPlanejadas: [],
    verdade: [],
  };
  for (const [ri, r] of rests.entries()) {
    const profile = perfilRestaurante(
      rng,
      items.flatMap((it) => it.produtos.map((p) => p.idProduto)),
    );
    for (let d = 0; d < days; d++) {
      const date = addDays(inicio, d);
      const dn = dayNumber(date);
      const wd = weekday(date);
      if (wd === 1) avancarDeriva(rng, profile);
      const wdFactor = wd === 6 ? r.fimDeSemana[0] : wd === 0 ? r.fimDeSemana[1] : 1;
      const isHoliday = date === feriado;
      const meals = refeicoesDoDia(rng, profile, r.refeicoes * wdFactor, d / days, isHoliday);
      out.refeicoes.push({ idRestaurante: r.idRestaurante, dia: date, qtdRefeicoes: meals.servidas });
      if (isHoliday)
        out.refeicoesPlanejadas.push({
          idRestaurante: r.idRestaurante,
          dia: date,
          qtdRefeicoes: meals.cozinha,
        });
      const choque = choqueDoDia(rng);
      for (const { item, share } of cardapioDoDia(items, ri, dn)) {
        for (const p of item.produtos) {
          if (p.soRestaurante !== undefined && p.soRestaurante !== ri) continue;
          const split = item.produtos.some((x) => x.soRestaurante !== undefined && x.soRestaurante !== ri)
            ? 1
            : p.divisao;
          const prod = producaoDaLinha(rng, profile, {
            idProduto: p.idProduto,
            norma: item.pratoKg * share * split,
            weekday: wd,
            choque,
            refeicoes: meals.servidas,
            refeicoesCozinha: meals.cozinha,
          });
          const idKanban = out.kanban.length + 1;
          const line: LinhaKanban & { idKanban: number } = {
            idKanban,
            idRestaurante: r.idRestaurante,
            dtaCardapio: date,
            idItemVenda: item.idItemVenda,
            idProduto: p.idProduto,
            codAgrupamento: p.codAgrupamento,
            qtdPlanejada: prod.qtdPlanejada,
            qtdProduzida: prod.qtdProduzida,
          };
          out.kanban.push(line);
          out.verdade.push({ idKanban, demandaKg: round(prod.demandaKg, 3) });
          const f = fechamentoDaLinha(rng, prod.qtdProduzida, prod.demandaKg);
          if (f.tipo === 'esgotado') line.esgotadoAs = f.horEsgotado;
          else if (f.tipo === 'semSobra') line.semSobra = true;
          else if (f.tipo === 'sobra') weigh(out.pesagens, rng, line, f.kg);
        }
      }
    }
  }
  return out;
}

/** The surplus weighed in one or two containers (gross, with the container's tare); now and then a rejected copy. */
function weigh(rows: PesagemExcedente[], rng: Rng, line: LinhaKanban, surplus: number) {
  const parts = surplus > 8 ? 2 : 1;
  for (let k = 0; k < parts; k++) {
    const tare = surplus > 4 ? 1.15 : 0.62;
    const row: PesagemExcedente = {
      idRestaurante: line.idRestaurante,
      dtaApontamento: line.dtaCardapio,
      idItemVenda: line.idItemVenda,
      idProduto: line.idProduto,
      qtdDesperdicio: round(Math.round(((surplus / parts + tare) * 1000) / 5) * 0.005, 3),
      qtdTara: tare,
      indStatusAprov: rng.chance(0.6) ? 1 : 0,
    };
    rows.push(row);
    if (rng.chance(0.02)) rows.push({ ...row, indStatusAprov: 2 });
  }
}
