// @vitest-environment jsdom
import { layoutOf } from '@app/components/charts/bar-chart';
import { describe, expect, it } from 'vitest';

/** Six weeks of a home dashboard, the last one still running (partial). */
const WEEKS = ['Sem. 26/10', 'Sem. 02/11', 'Sem. 09/11', 'Sem. 16/11', 'Sem. 23/11', 'Sem. 30/11'];
const rows = WEEKS.map((label, i) => ({ periodo: label, kg: 100 + i * 10 }));
const plan = (width: number) =>
  layoutOf(rows, { keys: ['kg'], indexBy: 'periodo', unit: 'kg', partial: new Set(['Sem. 30/11']) }, width);

describe('the labels under vertical bars', () => {
  it("on a phone, are never cut short: whole, on every few bars, the running week's among them", () => {
    const { indexLines } = plan(280);
    const lines = [...indexLines.values()];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.flat().filter((line) => line.includes('…'))).toEqual([]);
    for (const [label, shown] of indexLines) expect(shown.join(' ').replace(/ parcial$/, '')).toBe(label);
    expect(indexLines.get('Sem. 30/11')?.at(-1)).toBe('parcial');
  });

  it('with room, label every bar, the running week marked partial', () => {
    const { indexLines } = plan(900);
    expect([...indexLines.keys()]).toEqual(WEEKS);
    expect(indexLines.get('Sem. 30/11')?.at(-1)).toBe('parcial');
    expect([...indexLines.values()].flat().filter((line) => line.includes('…'))).toEqual([]);
  });
});
