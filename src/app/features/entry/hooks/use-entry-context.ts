/**
 * What every entry screen shares: restaurant, date, destination and scale (remembered), and what they bring
 * along — the restaurant's parameters, its entry mode (spec §4) and containers.
 */

import { useFilterDestDesperdicio } from '@app/api/filter-dest-desperdicio';
import { useRecipientesPesos } from '@app/api/get-recipientes-pesos';
import { useRestaurantes } from '@app/api/search-restaurantes';
import { useBalancas } from '@app/features/entry/api/get-balancas';
import { useParametros } from '@app/features/entry/api/get-parametros';
import { useParametrosModoApontamento } from '@app/features/entry/api/post-parametros-modo-apontamento';
import { useLastChoices } from '@app/features/entry/hooks/use-last-choices';
import { MSG } from '@domain/messages';
import { entryMode } from '@domain/rules/entry-mode';
import type { RestauranteLov } from '@domain/schemas/restaurants';
import { DEFAULT_TIME_ZONE, dayInZone } from '@domain/time-zones';
import { useEffect, useMemo, useState } from 'react';

/** A remembered (or the only) option, when it is among the options. */
function pick<T>(options: readonly T[] | undefined, id: (o: T) => number, wanted: number | null) {
  if (!options?.length) return null;
  if (wanted !== null && options.some((o) => id(o) === wanted)) return wanted;
  return options.length === 1 ? id(options[0]) : null;
}

export function useEntryContext(tipDesperdicio: number) {
  const { choices, remember } = useLastChoices();
  // The first restaurants (the picker searches the others): the only one, or the remembered one, is chosen.
  const restaurantes = useRestaurantes({ tipDesperdicio });
  const [idRestaurante, setIdRestaurante] = useState<number | null>(null);
  const [picked, setPicked] = useState<RestauranteLov | null>(null);
  const restaurante =
    (picked?.idRestaurante === idRestaurante ? picked : null) ??
    restaurantes.data?.find((r) => r.idRestaurante === idRestaurante) ??
    null;
  // 'Today' is the chosen restaurant's (its time zone, when the lookup tells it), else São Paulo's, as on the
  // server.
  const zone = restaurante?.desFusoHorario;
  const today = dayInZone(new Date(), zone ?? DEFAULT_TIME_ZONE);
  const [date, setDateState] = useState<string>(today);
  /** Whether the user picked the date: until then it follows 'today' (another restaurant, another zone). */
  const [dateChosen, setDateChosen] = useState(false);
  const setDate = (value: string) => {
    setDateChosen(true);
    setDateState(value);
  };
  useEffect(() => {
    if (!dateChosen) setDateState(today);
  }, [today, dateChosen]);
  /** The date field's typed text is a real date (an invalid one blocks the save; it is never replaced). */
  const [dateTextValid, setDateTextValid] = useState(true);
  const [idBal, setIdBal] = useState<number | null>(null);
  const [idDestino, setIdDestino] = useState<number | null>(null);

  const balancas = useBalancas(idRestaurante);
  const destinos = useFilterDestDesperdicio(idRestaurante, tipDesperdicio);
  const recipientes = useRecipientesPesos(idRestaurante);
  const parametros = useParametros(idRestaurante);

  // Defaults: the remembered choice, or the only option.
  useEffect(() => {
    if (idRestaurante === null && restaurantes.data)
      setIdRestaurante(pick(restaurantes.data, (r) => r.idRestaurante, choices.idRestaurante));
  }, [restaurantes.data, idRestaurante, choices.idRestaurante]);
  useEffect(() => {
    if (balancas.data && (idBal === null || !balancas.data.some((b) => b.idBal === idBal)))
      setIdBal(pick(balancas.data, (b) => b.idBal, choices.idBal));
  }, [balancas.data, idBal, choices.idBal]);
  useEffect(() => {
    if (destinos.data && (idDestino === null || !destinos.data.some((d) => d.idDestino === idDestino)))
      setIdDestino(pick(destinos.data, (d) => d.idDestino, choices.destinos[tipDesperdicio] ?? null));
  }, [destinos.data, idDestino, choices.destinos, tipDesperdicio]);

  const mode = useMemo(
    () =>
      idRestaurante !== null && parametros.data ? entryMode(parametros.data, idRestaurante, today) : null,
    [parametros.data, idRestaurante, today],
  );
  const paramsError =
    idRestaurante !== null && parametros.isError ? MSG.paramsLoadFailed(idRestaurante) : null;

  // §4: the expiry met here is saved by the server, then the parameters are reloaded (app-only from then on).
  // This visit keeps saying it expired; the next ones only say the unit records through the app.
  // useMutation's mutate keeps its identity: the effect runs once per expiry met.
  const { mutate: switchMode } = useParametrosModoApontamento();
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  const expiredNow = mode?.expired === true;
  useEffect(() => {
    if (!expiredNow || idRestaurante === null) return;
    setExpiredAt(idRestaurante);
    switchMode(idRestaurante);
  }, [expiredNow, idRestaurante, switchMode]);
  const modeMessages =
    mode && !mode.expired && mode.blocked && expiredAt === idRestaurante && idRestaurante !== null
      ? [MSG.paramExpired(idRestaurante), ...mode.messages]
      : (mode?.messages ?? []);

  return {
    tipDesperdicio,
    today,
    date,
    setDate,
    dateTextValid,
    setDateTextValid,
    restaurantes,
    idRestaurante,
    /** The chosen restaurant (its name and time zone), when known. */
    restaurante,
    setIdRestaurante: (id: number | null, chosen: RestauranteLov | null = null) => {
      setIdRestaurante(id);
      setPicked(chosen);
      setIdBal(null);
      setIdDestino(null);
      if (id !== null) remember({ idRestaurante: id });
    },
    balancas,
    idBal,
    setIdBal: (id: number | null) => {
      setIdBal(id);
      if (id !== null) remember({ idBal: id });
    },
    destinos,
    idDestino,
    setIdDestino: (id: number | null) => {
      setIdDestino(id);
      remember({ destinos: { [tipDesperdicio]: id } });
    },
    recipientes,
    parametros,
    mode,
    /** Why entry is refused for this restaurant (blocked mode, parameters not loaded), or null. */
    blockedMessages: paramsError ? [paramsError] : mode?.blocked ? modeMessages : [],
    remember,
    choices,
  };
}

export type EntryContextState = ReturnType<typeof useEntryContext>;
