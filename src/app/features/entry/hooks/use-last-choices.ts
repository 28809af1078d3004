/**
 * The last restaurant, scale, destination and container used, per company, kept in localStorage so that the
 * entries after the first one of a shift need only the quantity and 'Salvar'.
 */
import { getSession } from '@app/lib/session';
import { useCallback, useState } from 'react';

interface LastChoices {
  idRestaurante: number | null;
  idBal: number | null;
  /** By waste type. */
  destinos: Record<number, number | null>;
  recipientes: Record<number, number | null>;
}

const EMPTY: LastChoices = { idRestaurante: null, idBal: null, destinos: {}, recipientes: {} };

function storageKey(): string {
  const s = getSession();
  return `cd-entry-last:${s.empresa?.idEmpresa ?? 0}:${s.account?.usuario.idUsuario ?? 0}`;
}

function readLastChoices(): LastChoices {
  try {
    const raw = localStorage.getItem(storageKey());
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<LastChoices>) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function useLastChoices() {
  const [choices, setChoices] = useState<LastChoices>(readLastChoices);
  const remember = useCallback((patch: Partial<LastChoices>) => {
    setChoices((prev) => {
      const next = {
        ...prev,
        ...patch,
        destinos: { ...prev.destinos, ...patch.destinos },
        recipientes: { ...prev.recipientes, ...patch.recipientes },
      };
      try {
        localStorage.setItem(storageKey(), JSON.stringify(next));
      } catch {
        // storage unavailable: remembered for this page only
      }
      return next;
    });
  }, []);
  return { choices, remember };
}
