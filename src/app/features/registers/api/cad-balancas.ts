import { restResource } from '@app/components/register/register-resource';
import { useResourceOptions } from '@app/components/register/use-register';
import type { LovOption } from '@app/components/ui/lov-select';
import { api } from '@app/lib/api-client';
import { MSG } from '@domain/messages';
import type { BalancaUnidade, CadBalanca, CadBalancaItem } from '@domain/schemas/registers';

/** GET .../findAllByIdSerial/{serial}: the company's scales with that serial. */
export function getCadBalancasBySerial(serial: string): Promise<CadBalanca[]> {
  return api.get<CadBalanca[]>(`/api/v1/reTbCadBalancas/findAllByIdSerial/${encodeURIComponent(serial)}`);
}

/** POST /api/v1/reTbBalancasUnidades/findByIdsBalUnidade {idBalCad}: the unit links of these scales. */
export function getBalancasUnidadesOfCadBalancas(idBalCad: number[]): Promise<BalancaUnidade[]> {
  return api.post<BalancaUnidade[]>('/api/v1/reTbBalancasUnidades/findByIdsBalUnidade', { idBalCad });
}

/**
 * Scale register (spec §7 "Scale register"): GET, POST saveAll, DELETE {idBal}. Before saving, each serial
 * is looked up (another scale of the company may hold it); before deleting, a scale active in a unit stays.
 */
export const cadBalancasResource = restResource<CadBalanca, CadBalancaItem>({
  key: 'reTbCadBalancas',
  base: '/api/v1/reTbCadBalancas',
  remove: { bodyKey: 'idBal' },
  async beforeSave(items) {
    const inBatch = new Set(items.map((i) => i.idBal));
    const found = new Map<number, Record<string, string>>();
    await Promise.all(
      items.map(async (item, index) => {
        const serial = item.idSerial.trim();
        const holder = (await getCadBalancasBySerial(serial)).find((s) => !inBatch.has(s.idBal));
        if (holder) found.set(index, { idSerial: MSG.serialExists(serial, holder.idBal, holder.desBalanca) });
      }),
    );
    return found;
  },
  async beforeDelete(ids) {
    const active = (await getBalancasUnidadesOfCadBalancas(ids)).filter((u) => u.indInativo === 0);
    if (!active.length) return { blocked: [] };
    const first = active[0];
    return {
      blocked: [...new Set(active.map((u) => u.idBal))],
      message: MSG.scaleInUse(first.idBal, `${first.idRestaurante} - ${first.desRestaurante ?? ''}`),
    };
  },
});

const toOption = (b: CadBalanca): LovOption => ({ id: b.idBal, label: b.desBalanca, extra: b.idSerial });

/** The company's scales as options (name, serial). */
export const useCadBalancasOptions = () => useResourceOptions(cadBalancasResource, toOption);
