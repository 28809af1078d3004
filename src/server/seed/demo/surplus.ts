import type { Rng } from '../prng';
import type { DemoContext, Restaurant, Satellite } from './context';

/** A weighing to place: its net kg, the limits' average it was judged by and its approval status. */
interface Weighing {
  r: Restaurant;
  offset: number;
  tipo: number;
  media: number;
  qtd: number;
  status: number | null;
}

/** The kanban line a surplus weighing belongs to, and the cost per kg of its product. */
interface SurplusOf {
  cost: number;
  idItemVenda: number;
  idProduto: number;
  idAgrupamento: number;
  idPrato: number;
  idCardapio: number;
}

/** Largest net kg weighed at once (a full GN 1/1 pan with its tare stays under its 25 kg). */
const PART_KG = 20;

/**
 * The demand model's surplus of each kanban line (ctx.surplus) as weighings of waste type 2, drawn from the
 * model's stream: split in parts of at most PART_KG; part of a protein's surplus now and then comes back from
 * a satellite; recent weighings are now and then pending approval (older ones approved), out of their limits;
 * now and then a weighing is recorded twice and the copy rejected (it does not count).
 */
export function surplusWeighings(
  ctx: DemoContext,
  weigh: (w: Weighing, of: SurplusOf, sat?: Satellite) => void,
) {
  const rng = ctx.demand;
  for (const s of ctx.surplus) {
    const { r, offset, row } = s;
    const of: SurplusOf = {
      cost: row.product.def.custoKg,
      idItemVenda: row.item.idItemVenda,
      idProduto: row.product.idProduto,
      idAgrupamento: row.product.codAgrupamento,
      idPrato: row.item.idGrupoPrato,
      idCardapio: row.idCardapio,
    };
    const satellites = r.satellites.filter((x) => !x.def.inativo);
    const one = (kg: number, sat?: Satellite) => {
      const qtd = Math.round(kg * 1000) / 1000;
      const status = approval(rng, offset);
      const media = status === null ? qtd * rng.float(0.85, 1.15) : outOfLimits(rng, qtd);
      weigh({ r, offset, tipo: 2, media, qtd, status }, of, sat);
      if (offset <= -1 && rng.chance(0.02))
        weigh({ r, offset, tipo: 2, media: outOfLimits(rng, qtd), qtd, status: 2 }, of, sat);
    };
    let kg = s.kg;
    if (row.item.def.papel === 'proteina' && satellites.length && kg >= 1 && rng.chance(0.3)) {
      const back = kg * rng.float(0.2, 0.4);
      one(back, rng.pick(satellites));
      kg -= back;
    }
    const parts = Math.ceil(kg / PART_KG);
    for (let k = 0; k < parts; k++) one(kg / parts);
  }
}

/** Pending (recent days more often), approved after being out of its limits, or needing no approval. */
function approval(rng: Rng, offset: number): number | null {
  const roll = rng.next();
  const pendingP = offset >= -13 ? 0.09 : 0.012;
  if (roll < pendingP) return 0;
  return offset <= -1 && roll < pendingP + 0.03 ? 1 : null;
}

/** The limits' average of a weighing of `qtd` kg that was above its maximum (1.3 × the average). */
const outOfLimits = (rng: Rng, qtd: number) => qtd / (1.3 * rng.float(1.15, 1.7));
