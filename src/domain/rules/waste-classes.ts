/**
 * Avoidable and unavoidable waste: the class of a sale item, an input or a waste type, which class one
 * weighing takes, and how much of its kg counts as avoidable. Pure; the server's SQL mirrors `classeDaPesagem`
 * and `fracaoEvitavel` (src/server/modules/rollup/por-classe.ts) and the API tests compare both.
 */

/** The classes a register row may carry (null: not classified). */
export const TIP_CLASSES = ['evitavel', 'inevitavel', 'parcial'] as const;
export type TipClasse = (typeof TIP_CLASSES)[number];
/** The buckets of the dashboards' split: the three classes and the weighings no class reaches. */
export const CLASSE_BUCKETS = ['evitavel', 'parcial', 'inevitavel', 'nao_classificado'] as const;
export type ClasseBucket = (typeof CLASSE_BUCKETS)[number];

export const CLASSE_LABEL: Record<ClasseBucket, string> = {
  evitavel: 'Evitável',
  parcial: 'Parcialmente evitável',
  inevitavel: 'Inevitável',
  nao_classificado: 'Não classificado',
};

/** A class as stored: `pctEvitavel` (0–100, the avoidable share) only for 'parcial'. */
export interface Classe {
  tipClasse: TipClasse | null;
  pctEvitavel: number | null;
}

export const SEM_CLASSE: Classe = { tipClasse: null, pctEvitavel: null };

/** What a weighing carries that may be classified (null: absent, or present but not classified). */
export interface ClassesDaPesagem {
  insumo?: Classe | null;
  itemVenda?: Classe | null;
  tipo?: Classe | null;
}

const classified = (c: Classe | null | undefined): c is Classe => !!c && c.tipClasse !== null;

/**
 * The class of one weighing: its input's when it has a classified input (the most specific: a trimming of a
 * raw material), else its sale item's when classified (what was served), else its waste type's (the
 * company's default per type), else not classified. A product carries no class of its own: its sale item's
 * applies.
 * @internal Tests only: the rule as code, against which the rollups' SQL is checked.
 */
export function classeDaPesagem(c: ClassesDaPesagem): Classe {
  if (classified(c.insumo)) return c.insumo;
  if (classified(c.itemVenda)) return c.itemVenda;
  if (classified(c.tipo)) return c.tipo;
  return SEM_CLASSE;
}

/**
 * The share (0–1) of a weighing's kg that counts as avoidable: evitável 1, inevitável 0, parcial its share
 * pro rata, and not classified 1 — until someone classifies it, waste counts as avoidable (the goals and the
 * Desafio never shrink just because nothing was classified).
 */
export function fracaoEvitavel(c: Classe): number {
  switch (c.tipClasse) {
    case 'inevitavel':
      return 0;
    case 'parcial':
      return Math.min(100, Math.max(0, c.pctEvitavel ?? 0)) / 100;
    default:
      return 1;
  }
}

/**
 * The bucket of the dashboards' split of a class.
 * @internal Tests only: the rule as code, against which the rollups' SQL is checked.
 */
export const bucketOf = (c: Classe): ClasseBucket => c.tipClasse ?? 'nao_classificado';

/**
 * The avoidable kg of a list of weighings (kg, class).
 * @internal Tests only: the rule as code, against which the rollups' SQL is checked.
 */
export function kgEvitavel(items: readonly { kg: number; classe: Classe }[]): number {
  return items.reduce((sum, i) => sum + i.kg * fracaoEvitavel(i.classe), 0);
}

export const MSG_CLASSE = {
  invalida: 'Classe inválida: use evitável, inevitável ou parcialmente evitável',
  pctObrigatorio: 'Parte evitável (%): informe de 0 a 100 para a classe parcialmente evitável',
  pctForaDaFaixa: 'Parte evitável (%): informe um valor de 0 a 100',
  pctSemParcial: 'Parte evitável (%): só se informa para a classe parcialmente evitável',
} as const;

/**
 * The message of an invalid class pair, or null: a known class (or none), a share 0–100 required for
 * 'parcial' and refused for the others.
 */
export function classeError(tipClasse: unknown, pctEvitavel: unknown): string | null {
  if (tipClasse !== null && tipClasse !== undefined && !TIP_CLASSES.includes(tipClasse as TipClasse))
    return MSG_CLASSE.invalida;
  const hasPct = pctEvitavel !== null && pctEvitavel !== undefined && pctEvitavel !== '';
  if (tipClasse === 'parcial') {
    if (!hasPct) return MSG_CLASSE.pctObrigatorio;
    const n = Number(pctEvitavel);
    if (typeof pctEvitavel !== 'number' || !Number.isFinite(n) || n < 0 || n > 100)
      return MSG_CLASSE.pctForaDaFaixa;
    return null;
  }
  return hasPct ? MSG_CLASSE.pctSemParcial : null;
}
