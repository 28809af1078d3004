/**
 * The Destinos chart's colours (spec §9: "ten theme colours assigned by descending percentage"): the
 * largest destination takes the first colour (the theme primary), the next the second, and so on; past
 * ten the palette repeats. Ties keep a stable order by name.
 */

export const DESTINO_COLORS = [
  '#000055', // theme primary
  '#228be6', // blue
  '#12b886', // teal
  '#fd7e14', // orange
  '#be4bdb', // grape
  '#fa5252', // red
  '#fab005', // yellow
  '#15aabf', // cyan
  '#e64980', // pink
  '#82c91e', // lime
] as const;

export interface ColorableDestino {
  idDestino: number;
  desDestino: string;
  percentual: number;
}

/** The items by descending percentage, each with its colour. */
export function assignDestinoColors<T extends ColorableDestino>(
  items: readonly T[],
): (T & { cor: string })[] {
  return [...items]
    .sort((a, b) => b.percentual - a.percentual || a.desDestino.localeCompare(b.desDestino, 'pt-BR'))
    .map((item, i) => ({ ...item, cor: DESTINO_COLORS[i % DESTINO_COLORS.length] }));
}
