import {
  bucketOf,
  type Classe,
  classeDaPesagem,
  classeError,
  fracaoEvitavel,
  kgEvitavel,
  MSG_CLASSE,
  SEM_CLASSE,
} from '@domain/rules/waste-classes';
import { insumoClasseItem, tipoClasseItem } from '@domain/schemas/waste-classes';
import { describe, expect, it } from 'vitest';

const evitavel: Classe = { tipClasse: 'evitavel', pctEvitavel: null };
const inevitavel: Classe = { tipClasse: 'inevitavel', pctEvitavel: null };
const parcial = (pct: number): Classe => ({ tipClasse: 'parcial', pctEvitavel: pct });

describe('the class of one weighing', () => {
  it('takes the input first, then the sale item, then the waste type', () => {
    expect(classeDaPesagem({ insumo: inevitavel, itemVenda: evitavel, tipo: parcial(30) })).toBe(inevitavel);
    expect(classeDaPesagem({ insumo: null, itemVenda: evitavel, tipo: parcial(30) })).toBe(evitavel);
    expect(classeDaPesagem({ itemVenda: null, tipo: parcial(30) })).toEqual(parcial(30));
  });

  it('skips an input or a sale item that is present but not classified', () => {
    expect(classeDaPesagem({ insumo: SEM_CLASSE, itemVenda: inevitavel, tipo: evitavel })).toBe(inevitavel);
    expect(classeDaPesagem({ insumo: SEM_CLASSE, itemVenda: SEM_CLASSE, tipo: parcial(10) })).toEqual(
      parcial(10),
    );
  });

  it('is not classified when nothing is', () => {
    expect(classeDaPesagem({})).toEqual(SEM_CLASSE);
    expect(classeDaPesagem({ insumo: SEM_CLASSE, tipo: SEM_CLASSE })).toEqual(SEM_CLASSE);
    expect(bucketOf(classeDaPesagem({}))).toBe('nao_classificado');
    expect(bucketOf(parcial(40))).toBe('parcial');
  });
});

describe('the avoidable share', () => {
  it('counts evitável whole, inevitável not at all, parcial pro rata and the unclassified whole', () => {
    expect(fracaoEvitavel(evitavel)).toBe(1);
    expect(fracaoEvitavel(inevitavel)).toBe(0);
    expect(fracaoEvitavel(parcial(40))).toBeCloseTo(0.4);
    expect(fracaoEvitavel(parcial(0))).toBe(0);
    expect(fracaoEvitavel(parcial(100))).toBe(1);
    expect(fracaoEvitavel(SEM_CLASSE)).toBe(1);
  });

  it('sums the avoidable kg of weighings', () => {
    const kg = kgEvitavel([
      { kg: 10, classe: evitavel },
      { kg: 7, classe: inevitavel },
      { kg: 5, classe: parcial(40) },
      { kg: 2.5, classe: SEM_CLASSE },
    ]);
    expect(kg).toBeCloseTo(10 + 0 + 2 + 2.5, 9);
  });
});

describe('class validation', () => {
  it('accepts a class without share, parcial with a share 0–100, or nothing', () => {
    expect(classeError('evitavel', null)).toBeNull();
    expect(classeError('inevitavel', undefined)).toBeNull();
    expect(classeError('parcial', 0)).toBeNull();
    expect(classeError('parcial', 100)).toBeNull();
    expect(classeError(null, null)).toBeNull();
  });

  it('refuses an unknown class, parcial without a share or out of range, a share without parcial', () => {
    expect(classeError('talvez', null)).toBe(MSG_CLASSE.invalida);
    expect(classeError('parcial', null)).toBe(MSG_CLASSE.pctObrigatorio);
    expect(classeError('parcial', 101)).toBe(MSG_CLASSE.pctForaDaFaixa);
    expect(classeError('parcial', -1)).toBe(MSG_CLASSE.pctForaDaFaixa);
    expect(classeError('evitavel', 50)).toBe(MSG_CLASSE.pctSemParcial);
    expect(classeError(null, 50)).toBe(MSG_CLASSE.pctSemParcial);
  });

  it('the save items apply the same rule', () => {
    expect(
      tipoClasseItem.safeParse({ tipDesperdicio: 1, tipClasse: 'parcial', pctEvitavel: 30 }).success,
    ).toBe(true);
    expect(tipoClasseItem.safeParse({ tipDesperdicio: 1 }).success).toBe(true);
    const bad = insumoClasseItem.safeParse({ idInsumo: 3, tipClasse: 'parcial' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(MSG_CLASSE.pctObrigatorio);
  });
});
