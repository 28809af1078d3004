import { getErrorMessage } from '@app/lib/api-client';
import type { ResultadoInsercao } from '@domain/schemas/setup-wizard';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { insertDesperdiciosRest } from '../api/insert-desperdicios-rest';
import { insertDestResiduos } from '../api/insert-dest-residuos';
import { insertInsumosMonitorados } from '../api/insert-insumos-monitorados';
import { insertRecipientes } from '../api/insert-recipientes';
import { SETUP_WIZARD_KEY } from '../api/keys';

/** What the user chose in the wizard's steps. */
export interface WizardChoices {
  recipientes: string[];
  insumos: number[];
  tipos: number[];
  /** tipCardapio of type 2 (Excedente de produção); null = none. */
  excedenteTipCardapio: number | null;
  /** tipCardapio of type 4 (Pré-preparo por insumo); 1 by default. */
  insumoTipCardapio: number;
  destinos: string[];
}

export interface StepResult extends ResultadoInsercao {
  etapa: string;
}

/**
 * 'Concluir': the inserts in the steps' order (monitored inputs, waste types per restaurant, destinations,
 * containers), one after the other; stops at the first error (its server text). Every insert is idempotent,
 * so running again after an error (or twice) never duplicates rows. Answers the error text, or null.
 */
export function useConcludeInicializaDesperdicios(idEmpresa: number | undefined) {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<StepResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);

  const run = useCallback(
    async (c: WizardChoices): Promise<string | null> => {
      setRunning(true);
      setError(null);
      setResults([]);
      setDone(false);
      const calls: [string, () => Promise<ResultadoInsercao>][] = [
        ['Insumos monitorados', () => insertInsumosMonitorados({ idEmpresa, insumos: c.insumos })],
        [
          'Desperdícios por restaurante',
          () =>
            insertDesperdiciosRest({
              idEmpresa,
              tipDesperdicio: c.tipos,
              excedenteProducaoTipCardapio: c.tipos.includes(2) ? c.excedenteTipCardapio : null,
              tipoDesperdicioTipCardapio: c.tipos.includes(4) ? c.insumoTipCardapio : null,
            }),
        ],
        ['Destinos', () => insertDestResiduos({ idEmpresa, destResiduos: c.destinos })],
        ['Recipientes', () => insertRecipientes({ idEmpresa, recipientes: c.recipientes })],
      ];
      const out: StepResult[] = [];
      try {
        for (const [etapa, call] of calls) {
          out.push({ etapa, ...(await call()) });
          setResults([...out]);
        }
        setDone(true);
        return null;
      } catch (e) {
        const message = getErrorMessage(e);
        setError(message);
        return message;
      } finally {
        setRunning(false);
        void queryClient.invalidateQueries({ queryKey: SETUP_WIZARD_KEY });
      }
    },
    [idEmpresa, queryClient],
  );

  const reset = useCallback(() => {
    setResults([]);
    setError(null);
    setDone(false);
  }, []);

  return { run, reset, results, error, running, done };
}
