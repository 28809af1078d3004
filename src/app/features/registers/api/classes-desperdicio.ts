import type { RegisterResource } from '@app/components/register/register-resource';
import { restResource } from '@app/components/register/register-resource';
import { CLASSE_LABEL, TIP_CLASSES, type TipClasse } from '@domain/rules/waste-classes';

/**
 * The waste classes of the waste types, sale items and inputs (/api/v1/classesDesperdicio/{lista}): one
 * register row shape for the three lists, the class shown by its pt-BR name.
 */

export type ListaClasses = 'tipos' | 'itensVenda' | 'insumos';

export interface ClasseLinha {
  id: number;
  descricao: string;
  codigo: string | null;
  /** The class's pt-BR name ('Parcialmente evitável'), null: not classified. */
  classe: string | null;
  /** 0–100, only for 'Parcialmente evitável' (the text typed while unreadable). */
  pctEvitavel: number | string | null;
}

export interface ClasseItem {
  [id: string]: number | string | null;
}

export const CLASSE_CHOICES: readonly string[] = TIP_CLASSES.map((c) => CLASSE_LABEL[c]);
export const PARCIAL_LABEL = CLASSE_LABEL.parcial;

/** The class code of a pt-BR name (null when blank). */
export const codeOfLabel = (label: string | null | undefined): TipClasse | null =>
  TIP_CLASSES.find((c) => CLASSE_LABEL[c] === label) ?? null;

const SHAPES: Record<ListaClasses, { id: string; des: string; cod: string | null }> = {
  tipos: { id: 'tipDesperdicio', des: 'desTipDesperdicio', cod: null },
  itensVenda: { id: 'idItemVenda', des: 'desItemVenda', cod: 'codExterno' },
  insumos: { id: 'idInsumo', des: 'desInsumo', cod: 'codMascara' },
};

export const idFieldOf = (lista: ListaClasses) => SHAPES[lista].id;

type ApiRow = Record<string, unknown>;

/** The register resource of one list: rows mapped to ClasseLinha; nothing is added or deleted here. */
export function classesDesperdicioResource(lista: ListaClasses): RegisterResource<ClasseLinha, ClasseItem> {
  const shape = SHAPES[lista];
  const raw = restResource<ApiRow, ClasseItem>({
    key: `classesDesperdicio-${lista}`,
    base: `/api/v1/classesDesperdicio/${lista}`,
  });
  const toLinha = (r: ApiRow): ClasseLinha => ({
    id: r[shape.id] as number,
    descricao: String(r[shape.des] ?? ''),
    codigo: shape.cod ? ((r[shape.cod] as string | null) ?? null) : null,
    classe: r.tipClasse ? CLASSE_LABEL[r.tipClasse as TipClasse] : null,
    pctEvitavel: (r.pctEvitavel as number | null) ?? null,
  });
  return {
    key: raw.key,
    list: async (filters) => (await raw.list(filters)).map(toLinha),
    async saveAll(items) {
      const out = await raw.saveAll(items);
      return out.ok ? { ok: true, saved: out.saved.map(toLinha) } : out;
    },
    remove: async () => ({ deleted: [], blocked: [] }),
  };
}
