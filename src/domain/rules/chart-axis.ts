/**
 * The dashboards' chart axes, pure: the value ticks (round steps from 0, a share never past 100%), one
 * pt-BR format for every tick of an axis (all 'R$ 2.000' … 'R$ 8.000', or all 'R$ 5 mil' … 'R$ 20 mil',
 * never a mix), and how many category labels to skip so that the ones shown do not collide.
 */

export type AxisUnit = 'kg' | 'brl' | 'pct' | 'g' | 'count';

const NBSP = '\u00a0';

/** A round step (1, 2, 2,5 or 5 × 10^k) of about `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The ticks of a value axis from 0 up to the first round tick at or past `max`, in about `count` steps. With
 * `cap` (a share: 100), the last tick never passes it while `max` does not (every round step divides 100).
 */
export function niceTicks(max: number, count: number, cap?: number): number[] {
  const top = cap !== undefined ? Math.min(Math.max(max, 0), cap) : Math.max(max, 0);
  if (!Number.isFinite(top) || top <= 0) return [0, 1];
  const step = niceStep(top / Math.max(1, Math.round(count)));
  const n = Math.ceil(top / step - 1e-9);
  const ticks: number[] = [];
  // Rebuilt from the step each time (no sum of floats): 0,3 stays 0,3.
  for (let i = 0; i <= n; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** Fraction digits that show `step` exactly (0 to 3). */
function digitsOf(step: number): number {
  for (let d = 0; d < 3; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 3;
}

/**
 * One format for all the ticks of an axis: the scale (none, 'mil' from 10.000, 'mi' from 1.000.000) and the
 * fraction digits come from the largest tick and the step, so every label reads alike. Zero reads '0'.
 * R$ before the number, % after it; kg, g and counts bare (the unit is in the chart's title).
 */
export function axisFormatter(unit: AxisUnit, ticks: readonly number[]): (n: number) => string {
  const maxAbs = Math.max(0, ...ticks.map((t) => Math.abs(t)));
  const [div, suffix] =
    maxAbs >= 1_000_000 ? [1_000_000, `${NBSP}mi`] : maxAbs >= 10_000 ? [1_000, `${NBSP}mil`] : [1, ''];
  const step = ticks.length > 1 ? Math.abs(ticks[1] - ticks[0]) : maxAbs;
  const digits = unit === 'count' || unit === 'g' ? 0 : digitsOf(step / div);
  const fmt = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (n: number) => {
    const s = n === 0 ? '0' : `${fmt.format(n / div)}${suffix}`;
    if (unit === 'brl') return `R$${NBSP}${s}`;
    if (unit === 'pct') return `${s}%`;
    return s;
  };
}

/**
 * How many category labels to skip: with `slot` pixels per category and labels up to `label` pixels wide, one
 * label in `step` keeps at least `gap` pixels between neighbours (1 = every label).
 */
export function tickStep(slot: number, label: number, gap = 8): number {
  if (!(slot > 0)) return 1;
  return Math.max(1, Math.ceil((label + gap) / slot));
}

/**
 * A label broken into lines of at most `maxChars` characters at spaces, at most `maxLines` lines; a word
 * longer than a line, or text past the last line, ends in '…' (the full text stays in the tooltip and table).
 */
export function wrapLabel(text: string, maxChars: number, maxLines: number): string[] {
  const limit = Math.max(2, Math.floor(maxChars));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || next.length <= limit) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, Math.max(1, maxLines));
  const more = lines.length > shown.length;
  return shown.map((l, i) => {
    if (l.length > limit) return `${l.slice(0, limit - 1)}…`;
    if (more && i === shown.length - 1) return l.length < limit ? `${l}…` : `${l.slice(0, limit - 1)}…`;
    return l;
  });
}
