import {
  CLOSING_MSG,
  closingError,
  isHoraHHMM,
  type LineClosing,
  type LoggedClosing,
  lineAfterClosings,
  lineView,
} from '@domain/rules/kanban-closings';
import { describe, expect, it } from 'vitest';

const AT = '2026-12-02T15:00:00.000Z';
const open: LineClosing = { tipFechamento: null, horEsgotado: null, dthFechamento: null, qtdProduzida: null };
const log = (id: number, at: number, over: Partial<LoggedClosing> = {}): LoggedClosing => ({
  idFechamento: id,
  tip: 'S',
  horEsgotado: null,
  qtdProduzida: null,
  dthDispositivo: at,
  ...over,
});

describe('closingError', () => {
  it('accepts each kind of closing', () => {
    expect(closingError({ tipo: 'semSobra', dtaDispositivo: AT })).toBeNull();
    expect(closingError({ tipo: 'esgotado', horEsgotado: '13:40', dtaDispositivo: AT })).toBeNull();
    expect(closingError({ tipo: null, qtdProduzida: 0, dtaDispositivo: AT })).toBeNull();
    expect(closingError({ tipo: 'reaberta', dtaDispositivo: AT })).toBeNull();
    expect(
      closingError({ tipo: 'semSobra', qtdProduzida: 12.5, dtaDispositivo: '2026-12-02T12:00:00-03:00' }),
    ).toBeNull();
  });

  it('refuses each bad field with its message', () => {
    expect(closingError({ tipo: 'esgotado', dtaDispositivo: AT })).toBe(CLOSING_MSG.horaRequired);
    expect(closingError({ tipo: 'esgotado', horEsgotado: '25:00', dtaDispositivo: AT })).toBe(
      CLOSING_MSG.horaInvalid('25:00'),
    );
    expect(closingError({ tipo: 'semSobra', horEsgotado: '10:00', dtaDispositivo: AT })).toBe(
      CLOSING_MSG.horaOnlyEsgotado,
    );
    expect(closingError({ tipo: null, dtaDispositivo: AT })).toBe(CLOSING_MSG.nothing);
    expect(closingError({ tipo: null, qtdProduzida: Number.NaN, dtaDispositivo: AT })).toBe(
      CLOSING_MSG.qtdInvalid,
    );
    expect(closingError({ tipo: 'semSobra', dtaDispositivo: '02/12/2026 10:00' })).toBe(
      CLOSING_MSG.deviceInstant,
    );
  });

  it('HH:MM is a 24-hour clock with two digits each', () => {
    expect(['00:00', '09:05', '23:59'].every(isHoraHHMM)).toBe(true);
    expect(['24:00', '9:05', '12:60', '1340', '', null].some((h) => isHoraHHMM(h))).toBe(false);
  });
});

describe('lineAfterClosings', () => {
  it('the closing made last on the device is in force, whatever the order of arrival', () => {
    const later = log(1, 2000, { tip: 'E', horEsgotado: '13:40' });
    const first = lineAfterClosings(open, [later], new Set([1]));
    expect(first).toEqual({
      tipFechamento: 'E',
      horEsgotado: '13:40',
      dthFechamento: 2000,
      qtdProduzida: null,
    });
    // An earlier closing arriving after it: logged, nothing changes.
    expect(lineAfterClosings(first!, [later, log(2, 1000)], new Set([2]))).toBeNull();
  });

  it('a quantity correction changes only the quantity; an older one arriving later does not', () => {
    const closed: LineClosing = {
      tipFechamento: 'S',
      horEsgotado: null,
      dthFechamento: 1000,
      qtdProduzida: null,
    };
    const fix = log(5, 3000, { tip: null, qtdProduzida: 18.5 });
    const after = lineAfterClosings(closed, [log(4, 1000), fix], new Set([5]));
    expect(after).toEqual({ ...closed, qtdProduzida: 18.5 });
    expect(
      lineAfterClosings(
        after!,
        [log(4, 1000), fix, log(6, 2000, { tip: null, qtdProduzida: 3 })],
        new Set([6]),
      ),
    ).toBeNull();
  });

  it('a reopening made last withdraws the closing in force; one made earlier changes nothing', () => {
    const closed: LineClosing = {
      tipFechamento: 'E',
      horEsgotado: '13:40',
      dthFechamento: 1000,
      qtdProduzida: 9,
    };
    const closing = log(1, 1000, { tip: 'E', horEsgotado: '13:40' });
    const reopen = log(2, 2000, { tip: 'R' });
    expect(lineAfterClosings(closed, [closing, reopen], new Set([2]))).toEqual({
      tipFechamento: null,
      horEsgotado: null,
      dthFechamento: 2000,
      qtdProduzida: 9,
    });
    expect(lineAfterClosings(closed, [closing, log(3, 500, { tip: 'R' })], new Set([3]))).toBeNull();
  });

  it('at the same device instant, the one stored last wins', () => {
    const a = log(7, 1000, { tip: 'S' });
    const b = log(8, 1000, { tip: 'E', horEsgotado: '12:00' });
    expect(lineAfterClosings(open, [b, a], new Set([7, 8]))?.tipFechamento).toBe('E');
  });
});

describe('lineView', () => {
  it('merges the server closing with the closings made on the device: the latest wins', () => {
    const server = {
      tipFechamento: 'E',
      horEsgotado: '12:00',
      dthFechamento: '2026-12-02T15:00:00.000Z',
      qtdProduzida: 10,
    };
    expect(lineView(server, [])).toEqual({ estado: 'esgotado', horEsgotado: '12:00', qtdProduzida: 10 });
    const before = Date.parse('2026-12-02T14:00:00.000Z');
    const after = Date.parse('2026-12-02T16:00:00.000Z');
    const device = { tipo: 'semSobra' as const, horEsgotado: null, qtdProduzida: null };
    expect(lineView(server, [{ ...device, at: before }]).estado).toBe('esgotado');
    expect(lineView(server, [{ ...device, at: after }]).estado).toBe('semSobra');
    expect(
      lineView(server, [{ tipo: null, horEsgotado: null, qtdProduzida: 12.5, at: before }]).qtdProduzida,
    ).toBe(12.5);
  });

  it('a line not closed is pesada once surplus was weighed (on the server or here), else aberta', () => {
    expect(lineView({}, []).estado).toBe('aberta');
    expect(lineView({ qtdExcedente: 1.2 }, []).estado).toBe('pesada');
    expect(lineView({}, [], 0.5).estado).toBe('pesada');
    expect(lineView({ tipFechamento: 'S', qtdExcedente: 1.2 }, []).estado).toBe('semSobra');
  });

  it('a reopening on the device made after the closing leaves the line aberta (or pesada)', () => {
    const server = { tipFechamento: 'E', horEsgotado: '12:00', dthFechamento: '2026-12-02T15:00:00.000Z' };
    const reopen = { tipo: 'reaberta' as const, horEsgotado: null, qtdProduzida: null };
    const after = Date.parse('2026-12-02T16:00:00.000Z');
    expect(lineView(server, [{ ...reopen, at: after }])).toEqual({
      estado: 'aberta',
      horEsgotado: null,
      qtdProduzida: null,
    });
    expect(lineView({ ...server, qtdExcedente: 2 }, [{ ...reopen, at: after }]).estado).toBe('pesada');
    expect(lineView(server, [{ ...reopen, at: Date.parse('2026-12-02T14:00:00.000Z') }]).estado).toBe(
      'esgotado',
    );
  });
});
