import { MSG } from '@domain/messages';
import {
  inputDuplicateError,
  inputsInUseMessage,
  restWasteDuplicateError,
  restWasteInUseMessage,
  tipCardapioOf,
  validateAddGroup,
} from '@domain/rules/waste-config';
import { describe, expect, it } from 'vitest';

const r = (idRestaurante: number) => ({ idRestaurante, desRestaurante: `R${idRestaurante}`, idGrupo: 9 });

describe('validateAddGroup', () => {
  it('a group without restaurants adds nothing', () => {
    expect(validateAddGroup([], new Set([1]))).toEqual({
      exception: 'O grupo informado não possui nenhum restaurante. Nada será adicionado.',
      restricted: [],
      valid: [],
    });
  });

  it('all restaurants linked already: nothing to add, the linked ones restricted', () => {
    const out = validateAddGroup([r(1), r(2)], new Set([1, 2, 3]));
    expect(out.exception).toBe('Registros já adicionados para o grupo selecionado');
    expect(out.restricted.map((x) => x.idRestaurante)).toEqual([1, 2]);
    expect(out.valid).toEqual([]);
  });

  it('the restaurants not linked yet are valid, the others restricted', () => {
    const out = validateAddGroup([r(1), r(2), r(3)], new Set([2]));
    expect(out.exception).toBeNull();
    expect(out.valid.map((x) => x.idRestaurante)).toEqual([1, 3]);
    expect(out.restricted.map((x) => x.idRestaurante)).toEqual([2]);
  });
});

describe('restWasteInUseMessage', () => {
  const prefix = 'Alguns registros estão sendo usados nos cadastros de';
  const suffix = '. Estes registros são protegidos e não serão excluídos!';

  it('names only the registers involved', () => {
    expect(restWasteInUseMessage({ metas: true, apontamentos: false, destinos: false })).toBe(
      `${prefix} metas${suffix}`,
    );
    expect(restWasteInUseMessage({ metas: false, apontamentos: true, destinos: false })).toBe(
      `${prefix} apontamentos${suffix}`,
    );
    expect(restWasteInUseMessage({ metas: false, apontamentos: false, destinos: true })).toBe(
      `${prefix} destinos${suffix}`,
    );
    expect(restWasteInUseMessage({ metas: true, apontamentos: false, destinos: true })).toBe(
      `${prefix} metas e destinos${suffix}`,
    );
    expect(restWasteInUseMessage({ metas: true, apontamentos: true, destinos: true })).toBe(
      `${prefix} metas, apontamentos e destinos${suffix}`,
    );
  });

  it('is null when none is in use', () => {
    expect(restWasteInUseMessage({ metas: false, apontamentos: false, destinos: false })).toBeNull();
  });
});

describe('tipCardapioOf', () => {
  it('is 1 by default for type 4, null for the other types, the one chosen otherwise', () => {
    expect(tipCardapioOf({ tipDesperdicio: 4 })).toBe(1);
    expect(tipCardapioOf({ tipDesperdicio: 4, tipCardapio: null })).toBe(1);
    expect(tipCardapioOf({ tipDesperdicio: 4, tipCardapio: 3 })).toBe(3);
    for (const tip of [1, 2, 3]) expect(tipCardapioOf({ tipDesperdicio: tip })).toBeNull();
    expect(tipCardapioOf({ tipDesperdicio: 2, tipCardapio: 2 })).toBe(2);
  });
});

describe('restWasteDuplicateError', () => {
  it("a restaurant linked twice to a type is 'Registro já existente'; another type or restaurant is fine", () => {
    const stored = { idRestDesp: 1, idRestaurante: 5, tipDesperdicio: 2 };
    const again = { idRestDesp: -1, idRestaurante: 5, tipDesperdicio: 2 };
    const otherType = { idRestDesp: -2, idRestaurante: 5, tipDesperdicio: 3 };
    const otherRest = { idRestDesp: -3, idRestaurante: 6, tipDesperdicio: 2 };
    const rows = [stored, again, otherType, otherRest];
    expect(restWasteDuplicateError(rows, again)).toBe('Registro já existente');
    expect(restWasteDuplicateError(rows, otherType)).toBeNull();
    expect(restWasteDuplicateError(rows, otherRest)).toBeNull();
    expect(restWasteDuplicateError([stored, otherType], stored)).toBeNull();
  });

  it('an incomplete row is not checked', () => {
    const a = { idRestDesp: -1, idRestaurante: null, tipDesperdicio: 2 };
    const b = { idRestDesp: -2, idRestaurante: null, tipDesperdicio: 2 };
    expect(restWasteDuplicateError([a, b], a)).toBeNull();
  });
});

describe('inputDuplicateError', () => {
  it("the same input twice is 'Registro já existente' (rows compared by identity)", () => {
    const stored = { idInsumo: 7 };
    const added = { idInsumo: 7 };
    const other = { idInsumo: 8 };
    expect(inputDuplicateError([stored, added, other], added)).toBe(MSG.recordExists);
    expect(inputDuplicateError([stored, added, other], stored)).toBe('Registro já existente');
    expect(inputDuplicateError([stored, other], stored)).toBeNull();
    expect(inputDuplicateError([stored, other], other)).toBeNull();
  });

  it('a row without an input is not checked', () => {
    const a = { idInsumo: null };
    expect(inputDuplicateError([a, { idInsumo: null }], a)).toBeNull();
  });
});

describe('inputsInUseMessage', () => {
  it('names the inputs in use, sorted and once each; null when none', () => {
    expect(inputsInUseMessage([9, 3, 9])).toBe(
      'Os insumos 3, 9 possuem apontamentos e não podem ser excluídos. Desative-os para que não sejam mais apontados.',
    );
    expect(inputsInUseMessage([])).toBeNull();
  });
});
