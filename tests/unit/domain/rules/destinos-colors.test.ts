import { assignDestinoColors, DESTINO_COLORS } from '@domain/rules/destinos-colors';
import { describe, expect, it } from 'vitest';

/** Spec §9: the Destinos chart's ten theme colours are assigned by descending percentage. */

const d = (idDestino: number, desDestino: string, percentual: number) => ({
  idDestino,
  desDestino,
  percentual,
});

describe('assignDestinoColors', () => {
  it('ten distinct colours, the theme primary first', () => {
    expect(DESTINO_COLORS).toHaveLength(10);
    expect(new Set(DESTINO_COLORS).size).toBe(10);
    expect(DESTINO_COLORS[0]).toBe('#000055');
  });

  it('gives the largest share the first colour, the next the second…, whatever the input order', () => {
    const out = assignDestinoColors([d(1, 'Aterro', 10), d(2, 'Compostagem', 60), d(0, 'Sem destino', 30)]);
    expect(out.map((x) => [x.idDestino, x.cor])).toEqual([
      [2, DESTINO_COLORS[0]],
      [0, DESTINO_COLORS[1]],
      [1, DESTINO_COLORS[2]],
    ]);
    // The other fields are kept.
    expect(out[0]).toEqual({
      idDestino: 2,
      desDestino: 'Compostagem',
      percentual: 60,
      cor: DESTINO_COLORS[0],
    });
  });

  it('ties keep a stable order by name; past ten the palette repeats', () => {
    const items = Array.from({ length: 12 }, (_, i) => d(i + 1, `Destino ${String.fromCharCode(76 - i)}`, 5));
    const out = assignDestinoColors(items);
    expect(out.map((x) => x.desDestino)).toEqual([...items.map((x) => x.desDestino)].sort());
    expect(out.map((x) => x.cor)).toEqual([...DESTINO_COLORS, DESTINO_COLORS[0], DESTINO_COLORS[1]]);
  });

  it('does not change its input', () => {
    const items = [d(1, 'A', 1), d(2, 'B', 2)];
    assignDestinoColors(items);
    expect(items.map((x) => x.idDestino)).toEqual([1, 2]);
    expect(assignDestinoColors([])).toEqual([]);
  });
});
