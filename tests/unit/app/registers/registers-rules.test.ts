import { parseKgText } from '@app/components/register/register-cell';
import { columnErrors, toSaveItem } from '@app/components/register/register-config';
import { cadBalancasResource } from '@app/features/registers/api/cad-balancas';
import { unidadesSateliteResource } from '@app/features/registers/api/unidades-satelite';
import { balancasUnidadesConfig } from '@app/features/registers/components/balancas-unidades-page';
import { recipientesPesosConfig } from '@app/features/registers/components/recipientes-pesos-page';
import { restBalancasUsuariosConfig } from '@app/features/registers/components/rest-balancas-usuarios-page';
import { satBalancasConfig } from '@app/features/registers/components/sat-balancas-page';
import { unidadesSateliteConfig } from '@app/features/registers/components/unidades-satelite-page';
import { MSG } from '@domain/messages';
import type {
  BalancaUnidade,
  BalRestUsuario,
  RecipientePeso,
  SatBalanca,
  SateliteRow,
} from '@domain/schemas/registers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, routes } from '../helpers/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

describe('scales × units: a scale active for one restaurant only', () => {
  const link = (
    idBalUnidade: number,
    idRestaurante: number,
    idBal: number,
    indInativo = 0,
  ): BalancaUnidade => ({
    idBalUnidade,
    idRestaurante,
    idBal,
    indInativo: indInativo as 0 | 1,
  });
  const check = (row: BalancaUnidade, others: BalancaUnidade[]) =>
    balancasUnidadesConfig.validateRow?.(row, [row, ...others], undefined) ?? null;

  it('on add: a new active link of a scale active elsewhere', () => {
    expect(check(link(-1, 2, 7), [link(1, 1, 7)])).toEqual({ row: MSG.scaleActiveElsewhere });
    expect(check(link(-1, 2, 7), [link(1, 1, 7, 1)])).toBeNull();
    expect(check(link(-1, 2, 8), [link(1, 1, 7)])).toBeNull();
    // The same scale at the same restaurant is a repeat.
    expect(check(link(-1, 1, 7), [link(1, 1, 7)])).toEqual({ row: MSG.recordExists });
  });

  it('on edit: a link moved to a scale active elsewhere', () => {
    expect(check(link(2, 2, 7), [link(1, 1, 7)])).toEqual({ row: MSG.scaleActiveElsewhere });
  });

  it('on reactivation: an inactive link switched back on while another is active', () => {
    const inactive = link(2, 2, 7, 1);
    expect(check(inactive, [link(1, 1, 7)])).toBeNull();
    expect(check({ ...inactive, indInativo: 0 }, [link(1, 1, 7)])).toEqual({ row: MSG.scaleActiveElsewhere });
  });
});

describe('tares', () => {
  it("reads '1,5' and '1,5 kg' as 1.5 and sends the number", () => {
    expect(parseKgText('1,5')).toBe(1.5);
    expect(parseKgText('1,5 kg')).toBe(1.5);
    expect(parseKgText('2.25')).toBe(2.25);
    expect(parseKgText('')).toBeNull();
    expect(parseKgText('abc')).toBe('abc');
    const row = { idPeso: -1, idRestaurante: 1, idRecipiente: 2, qtdPeso: parseKgText('1,5 kg') as number };
    expect(toSaveItem(recipientesPesosConfig, row)).toEqual({
      idPeso: null,
      idRestaurante: 1,
      idRecipiente: 2,
      qtdPeso: 1.5,
    });
  });

  it('flags a quantity that is not a number, and a blank one once saving', () => {
    const row = {
      idPeso: -1,
      idRestaurante: 1,
      idRecipiente: 2,
      qtdPeso: 'abc',
    } as unknown as RecipientePeso;
    expect(columnErrors(recipientesPesosConfig.columns, row, false)).toEqual({ qtdPeso: MSG.tareInvalid });
    const blank = { ...row, qtdPeso: null } as unknown as RecipientePeso;
    expect(columnErrors(recipientesPesosConfig.columns, blank, false)).toEqual({});
    expect(columnErrors(recipientesPesosConfig.columns, blank, true)).toEqual({ qtdPeso: MSG.required });
  });

  it("one tare per restaurant and container: 'Registro já existente' when adding, the tare message when editing", () => {
    const stored: RecipientePeso = { idPeso: 1, idRestaurante: 1, idRecipiente: 2, qtdPeso: 1.5 };
    const added: RecipientePeso = { idPeso: -1, idRestaurante: 1, idRecipiente: 2, qtdPeso: 2 };
    expect(recipientesPesosConfig.validateRow?.(added, [stored, added], undefined)).toEqual({
      row: MSG.recordExists,
    });
    const edited: RecipientePeso = { idPeso: 3, idRestaurante: 1, idRecipiente: 2, qtdPeso: 1 };
    expect(recipientesPesosConfig.validateRow?.(edited, [stored, edited], undefined)).toEqual({
      row: MSG.tareExists,
    });
    const other: RecipientePeso = { ...added, idRestaurante: 2 };
    expect(recipientesPesosConfig.validateRow?.(other, [stored, other], undefined)).toBeNull();
  });
});

describe('satellites', () => {
  const sat = (idSatelite: number, codSatelite: string): SateliteRow => ({
    idSatelite,
    codSatelite,
    desSatelite: `Satélite ${codSatelite}`,
    idRestaurante: 1,
    indInativo: 0,
  });

  it("a code is unique: 'Satélite com código {code} já existe'", () => {
    const added = sat(-1, ' s01 ');
    expect(unidadesSateliteConfig.validateRow?.(added, [sat(1, 'S01'), added], undefined)).toEqual({
      codSatelite: MSG.satelliteCodeExists('s01'),
    });
    const fine = sat(-1, 'S02');
    expect(unidadesSateliteConfig.validateRow?.(fine, [sat(1, 'S01'), fine], undefined)).toBeNull();
  });

  it('the byIds delete answers the ids that stay, with the spec message', async () => {
    const fetchMock = mockFetch(routes({ 'DELETE /api/v1/reTbUnidadesSatelite/byIds': { body: [3, 4] } }));
    const outcome = await unidadesSateliteResource.remove([3, 4, 5], []);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ idSatelite: [3, 4, 5] });
    expect(outcome).toEqual({
      deleted: [5],
      blocked: [3, 4],
      message: 'Os seguintes registros não podem ser excluidos 3, 4',
    });
  });
});

describe('scale register lookups', () => {
  it('before saving, a serial held by another scale is refused on that row', async () => {
    mockFetch(
      routes({
        'GET /api/v1/reTbCadBalancas/findAllByIdSerial/SN-1': {
          body: [{ idBal: 9, idSerial: 'SN-1', desBalanca: 'Balança salão' }],
        },
        'GET /api/v1/reTbCadBalancas/findAllByIdSerial/SN-2': { body: [] },
      }),
    );
    const found = await cadBalancasResource.beforeSave?.([
      { idBal: null, idSerial: 'SN-2', desBalanca: 'Nova' },
      { idBal: 4, idSerial: ' SN-1 ', desBalanca: 'Cozinha' },
    ]);
    expect([...(found ?? [])]).toEqual([[1, { idSerial: MSG.serialExists('SN-1', 9, 'Balança salão') }]]);
  });

  it('before deleting, a scale active in a unit stays', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/v1/reTbBalancasUnidades/findByIdsBalUnidade': {
          body: [
            { idBalUnidade: 1, idRestaurante: 3, idBal: 4, indInativo: 0, desRestaurante: 'Centro' },
            { idBalUnidade: 2, idRestaurante: 5, idBal: 6, indInativo: 1, desRestaurante: 'Norte' },
          ],
        },
      }),
    );
    const outcome = await cadBalancasResource.beforeDelete?.([4, 6], []);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ idBalCad: [4, 6] });
    expect(outcome).toEqual({ blocked: [4], message: MSG.scaleInUse(4, '3 - Centro') });
  });
});

describe('scale × restaurant × user', () => {
  it('a restaurant/scale/user triple is registered once', () => {
    const row = (idBalRestUsuario: number, idUsuario: number): BalRestUsuario => ({
      idBalRestUsuario,
      idRestaurante: 1,
      idBal: 7,
      idUsuario,
      indInativo: 0,
    });
    const added = row(-1, 5);
    expect(restBalancasUsuariosConfig.validateRow?.(added, [row(1, 5), added], undefined)).toEqual({
      row: MSG.scaleUserExists(1, 7, 5),
    });
    const other = row(-1, 6);
    expect(restBalancasUsuariosConfig.validateRow?.(other, [row(1, 5), other], undefined)).toBeNull();
  });
});

describe('scale × satellite: the three rejections', () => {
  const satellites = new Map<number, SateliteRow>([
    [10, { idSatelite: 10, codSatelite: 'S10', desSatelite: 'Dez', idRestaurante: 1, indInativo: 0 }],
    [20, { idSatelite: 20, codSatelite: 'S20', desSatelite: 'Vinte', idRestaurante: 2, indInativo: 0 }],
  ]);
  const scaleUnits: BalancaUnidade[] = [{ idBalUnidade: 1, idRestaurante: 1, idBal: 7, indInativo: 0 }];
  const ctx = { satellites, scaleUnits };
  /** A link as typed: idSateliteFk is not known yet for a new row. */
  const link = (idSatBal: number, idSatelite: number, indInativo = 0) =>
    ({ idSatBal, idBal: 7, idSatelite, indInativo }) as SatBalanca;
  const check = (row: SatBalanca, others: SatBalanca[]) =>
    satBalancasConfig.validateRow?.(row, [...others, row], ctx) ?? null;

  it('the same scale and satellite twice', () => {
    expect(check(link(-1, 10, 1), [link(1, 10, 1)])).toEqual({ row: MSG.scaleSatelliteExists(7, 'S10') });
  });

  it('an active link while the scale is active in another satellite', () => {
    expect(check(link(-1, 10), [link(1, 20)])).toEqual({ row: MSG.scaleActiveInSatellite(7, 'S20') });
  });

  it("an active link while the scale is not active in the satellite's unit", () => {
    expect(check(link(-1, 20), [])).toEqual({ row: MSG.scaleNotActiveInUnit(7, 2) });
    expect(check(link(-1, 10), [])).toBeNull();
  });
});
