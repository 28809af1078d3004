import { MSG } from '@domain/messages';
import {
  destinationNameError,
  destinationsInUseMessage,
  destTurnoInsumoError,
  destWasteDuplicateError,
  duplicateDestinations,
} from '@domain/rules/waste-config';
import { describe, expect, it } from 'vitest';

/** The destination rules of spec §5, as the destination screens and their server hooks run them. */

describe('destinationNameError', () => {
  const rows = [
    { idDestino: 1, desDestino: 'Compostagem' },
    { idDestino: 2, desDestino: 'Aterro sanitário' },
  ];

  it("a name already used (any case, trimmed) is 'Registro já existente'", () => {
    const fresh = { idDestino: -1, desDestino: '  COMPOSTAGEM ' };
    expect(destinationNameError([...rows, fresh], fresh)).toBe('Registro já existente');
    const other = { idDestino: -2, desDestino: 'Biodigestor' };
    expect(destinationNameError([...rows, other], other)).toBeNull();
  });

  it('a row does not repeat itself (same object or same saved id); a blank name is no duplicate', () => {
    expect(destinationNameError(rows, rows[0])).toBeNull();
    expect(destinationNameError(rows, { idDestino: 1, desDestino: 'compostagem' })).toBeNull();
    const a = { idDestino: null, desDestino: ' ' };
    const b = { idDestino: null, desDestino: '' };
    expect(destinationNameError([a, b], a)).toBeNull();
  });

  it('two new rows with the same name are both duplicates', () => {
    const a = { idDestino: -1, desDestino: 'Doação' };
    const b = { idDestino: -2, desDestino: 'doação' };
    expect(destinationNameError([a, b], a)).toBe(MSG.recordExists);
    expect(destinationNameError([a, b], b)).toBe(MSG.recordExists);
  });
});

describe('destinationsInUseMessage', () => {
  it('names the ids in use once each, in order; none in use is null', () => {
    expect(destinationsInUseMessage([7, 3, 7, 12])).toBe(
      'Os destinos 3, 7, 12 estão sendo usados em apontamentos ou em destinos por restaurante. Estes registros são protegidos e não serão excluídos!',
    );
    expect(destinationsInUseMessage([5])).toBe(MSG.destinationsInUse('5'));
    expect(destinationsInUseMessage([])).toBeNull();
  });
});

describe('destWasteDuplicateError', () => {
  const stored = { idDestDesp: 1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 1, indInativo: 0 };

  it("the same restaurant, destination and type twice is 'Registro já existente' (whatever the state)", () => {
    const again = { idDestDesp: -1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 1, indInativo: 1 };
    expect(destWasteDuplicateError([stored, again], again)).toBe('Registro já existente');
  });

  it('another type, destination or restaurant is not a duplicate; nor is an incomplete row', () => {
    for (const change of [{ tipDesperdicio: 2 }, { idDestino: 4 }, { idRestaurante: 11 }]) {
      const row = { ...stored, idDestDesp: -1, ...change };
      expect(destWasteDuplicateError([stored, row], row)).toBeNull();
    }
    const blank = { idDestDesp: -1, idRestaurante: 10, idDestino: null, tipDesperdicio: 1 };
    expect(destWasteDuplicateError([stored, blank], blank)).toBeNull();
    expect(destWasteDuplicateError([stored], { ...stored })).toBeNull();
  });
});

describe('destTurnoInsumoError', () => {
  const turno = { idDestDesp: 1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 3, indInativo: 0 };
  const message =
    'Um destino de não pode estar habilitado para Pré-preparo por Turno e Pré-preparo por Insumo ao mesmo tempo';

  it('an active type-4 link of a destination active for type 3 in the same restaurant is refused, both ways', () => {
    const insumo = { idDestDesp: -1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 4, indInativo: 0 };
    expect(destTurnoInsumoError([turno, insumo], insumo)).toBe(message);
    expect(destTurnoInsumoError([turno, insumo], turno)).toBe(message);
    expect(MSG.destinationTurnoAndInsumo).toBe(message);
  });

  it('one of the two inactive, another restaurant, destination or type is fine', () => {
    const insumo = { idDestDesp: -1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 4, indInativo: 1 };
    expect(destTurnoInsumoError([turno, insumo], insumo)).toBeNull();
    expect(destTurnoInsumoError([turno, insumo], turno)).toBeNull();
    const inactiveTurno = { ...turno, indInativo: 1 };
    const active = { ...insumo, indInativo: 0 };
    expect(destTurnoInsumoError([inactiveTurno, active], active)).toBeNull();
    for (const change of [{ idRestaurante: 11 }, { idDestino: 4 }, { tipDesperdicio: 2 }]) {
      const row = { ...active, ...change };
      expect(destTurnoInsumoError([turno, row], row)).toBeNull();
    }
    // Types 1 and 2 never clash; a row is not its own clash.
    const bandeja = { ...turno, tipDesperdicio: 1 };
    expect(destTurnoInsumoError([turno, bandeja], bandeja)).toBeNull();
    expect(destTurnoInsumoError([turno], turno)).toBeNull();
  });
});

describe('duplicateDestinations', () => {
  const source = [
    { idDestDesp: 1, idRestaurante: 10, idDestino: 3, tipDesperdicio: 1, indInativo: 0 },
    { idDestDesp: 2, idRestaurante: 10, idDestino: 4, tipDesperdicio: 4, indInativo: 1 },
  ];

  it("copies the source's links to the target restaurant (same destination, type and state)", () => {
    expect(duplicateDestinations(source, [], 20)).toEqual({
      ok: true,
      rows: [
        { idRestaurante: 20, idDestino: 3, tipDesperdicio: 1, indInativo: 0 },
        { idRestaurante: 20, idDestino: 4, tipDesperdicio: 4, indInativo: 1 },
      ],
    });
  });

  it("a target with links already: 'Registros já existem no restaurante selecionado. Nada será adicionado'", () => {
    const existing = [{ idDestDesp: 9, idRestaurante: 20, idDestino: 8, tipDesperdicio: 2, indInativo: 1 }];
    expect(duplicateDestinations(source, existing, 20)).toEqual({
      ok: false,
      message: 'Registros já existem no restaurante selecionado. Nada será adicionado',
    });
  });

  it('a source without links adds nothing, with why', () => {
    expect(duplicateDestinations([], [], 20)).toEqual({ ok: false, message: MSG.destinationsNothingToCopy });
  });
});
