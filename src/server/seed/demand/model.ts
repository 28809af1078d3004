import { addDays, weekday } from '@domain/dates';
import { type Rng, round } from '../prng';
import { hhmm, lognormal, normal } from './random';

/**
 * The pieces of the hidden demand model, shared by the demand generator and the demo data: a restaurant's
 * hidden habits and tastes, its meals of a day, a kanban line's true demand, plan and production, and how the
 * kitchen closes the line. Each piece draws from the Rng it is given, always in the same order.
 */

/** A restaurant's hidden trend, appetite, over-production habit, weekday effect and product tastes. */
interface PerfilRestaurante {
  /** Relative change of its meals over the history (linear). */
  tendencia: number;
  apetite: number;
  /** The kitchen's over-production margin (× the plan). */
  margem: number;
  /** Per-meal consumption factor by weekday (0 Sunday … 6 Saturday). */
  efeitoDiaSemana: number[];
  /** Popularity of each product in this restaurant (by product id). */
  popularidade: Map<number, number>;
  /** Slow weekly drift of each product's taste (log units). */
  deriva: Map<number, number>;
}

export function perfilRestaurante(rng: Rng, produtos: readonly number[]): PerfilRestaurante {
  const tendencia = rng.float(-0.1, 0.15);
  const apetite = rng.float(0.85, 1.15);
  const margem = rng.float(1.2, 1.45);
  const efeitoDiaSemana = Array.from({ length: 7 }, () => lognormal(rng, 0.04));
  const popularidade = new Map<number, number>();
  const deriva = new Map<number, number>();
  for (const id of produtos) {
    popularidade.set(id, lognormal(rng, 0.2));
    deriva.set(id, 0);
  }
  return { tendencia, apetite, margem, efeitoDiaSemana, popularidade, deriva };
}

/** The weekly step of every product's drift (drawn on Mondays). */
export function avancarDeriva(rng: Rng, p: PerfilRestaurante) {
  for (const [k, v] of p.deriva) p.deriva.set(k, v + 0.02 * normal(rng));
}

/** A weekday of the history's last weeks (5 weeks before `ate`, moved off the weekend): the holiday. */
export function feriadoAntes(ate: string): string {
  let feriado = addDays(ate, -5 * 7);
  while (weekday(feriado) === 0 || weekday(feriado) === 6) feriado = addDays(feriado, 1);
  return feriado;
}

interface RefeicoesGeradas {
  /** Meals really served. */
  servidas: number;
  /** The meals the kitchen plans for: its estimate blind to the recent trend, or the announced holiday count. */
  cozinha: number;
}

/**
 * Meals of a day: `base` (the restaurant's meals on that weekday at the start) × the trend at `t` (0…1 of the
 * history) × the holiday (30% of the meals) × noise; the kitchen's own estimate lags the trend (and on the
 * holiday is the announced count, about the expected meals).
 */
export function refeicoesDoDia(rng: Rng, p: PerfilRestaurante, base: number, t: number, feriado: boolean) {
  const holiday = feriado ? 0.3 : 1;
  const expected = base * (1 + p.tendencia * t) * holiday;
  const servidas = Math.max(10, Math.round(expected * lognormal(rng, 0.05)));
  const cozinha = feriado
    ? Math.round(expected * rng.float(0.95, 1.05))
    : base * (1 + p.tendencia * Math.max(0, t - 0.3)) * lognormal(rng, 0.04);
  return { servidas, cozinha } satisfies RefeicoesGeradas;
}

/** A shock shared by all lines of a restaurant's day. */
export const choqueDoDia = (rng: Rng) => lognormal(rng, 0.05);

interface ProducaoGerada {
  /** The hidden true demand (kg). */
  demandaKg: number;
  qtdPlanejada: number;
  qtdProduzida: number;
}

/** What a line's day needs: the product, its norm (plate kg × share of the meals × split), the day's context. */
interface DiaDaLinha {
  idProduto: number;
  /** Plate weight × the dish's share of the meals × the product's split of the item (kg per meal). */
  norma: number;
  weekday: number;
  choque: number;
  refeicoes: number;
  refeicoesCozinha: number;
}

/**
 * A line's hidden demand (meals × per-meal consumption: the norm × the product's taste × the weekday effect ×
 * the drift × the day's shock × noise), the kitchen's plan by habit (its meals × the norm, moved 70% of the way
 * to the real taste, × its margin × noise) and the production, about the plan.
 */
export function producaoDaLinha(rng: Rng, p: PerfilRestaurante, l: DiaDaLinha): ProducaoGerada {
  const taste = p.popularidade.get(l.idProduto)! * p.apetite;
  const perMeal =
    l.norma *
    taste *
    p.efeitoDiaSemana[l.weekday] *
    Math.exp(p.deriva.get(l.idProduto)!) *
    l.choque *
    lognormal(rng, 0.13);
  const planRaw = l.refeicoesCozinha * l.norma * taste ** 0.7 * p.margem * lognormal(rng, 0.1);
  const qtdPlanejada = round(planRaw, planRaw > 10 ? 1 : 2);
  const qtdProduzida = round(qtdPlanejada * lognormal(rng, 0.03), 2);
  return { demandaKg: l.refeicoes * perMeal, qtdPlanejada, qtdProduzida };
}

/** Below this surplus (kg) the kitchen closes the line 'sem sobra' instead of weighing it. */
const SOBRA_MINIMA_KG = 0.15;
const SERVICE_START = 11 * 60;
const SERVICE_MINUTES = 180;

/** How the kitchen closed a line: never, ran out at a time of the service, no surplus, or surplus to weigh. */
type FechamentoGerado =
  | { tipo: 'aberto' }
  | { tipo: 'esgotado'; horEsgotado: string }
  | { tipo: 'semSobra' }
  | { tipo: 'sobra'; kg: number };

/**
 * The closing of a produced line against its demand: 3% are never closed; produced < demand ran out (at the
 * share of the service the production lasted); a surplus under SOBRA_MINIMA_KG is 'sem sobra'.
 */
export function fechamentoDaLinha(rng: Rng, qtdProduzida: number, demandaKg: number): FechamentoGerado {
  if (rng.chance(0.03)) return { tipo: 'aberto' };
  if (qtdProduzida < demandaKg)
    return {
      tipo: 'esgotado',
      horEsgotado: hhmm(SERVICE_START + (SERVICE_MINUTES * qtdProduzida) / demandaKg),
    };
  const sobra = qtdProduzida - demandaKg;
  return sobra < SOBRA_MINIMA_KG ? { tipo: 'semSobra' } : { tipo: 'sobra', kg: sobra };
}
