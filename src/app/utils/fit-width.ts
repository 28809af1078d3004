/**
 * A CSS min-width that shows the longest of `labels` whole in an input or select: its length in `ch` (the width
 * of '0', wider than most letters), scaled from the font where the width is set to the input's own font, plus
 * `extra` (the paddings and the chevron or clear button), at most `max` (a longer label is cut, not the page).
 */
export function fitWidth(
  labels: Iterable<string>,
  { extra, fontScale = 1, max = '32rem' }: { extra: string; fontScale?: number; max?: string },
): string {
  let longest = 0;
  for (const label of labels) longest = Math.max(longest, label.length);
  return `min(calc(${(longest * fontScale).toFixed(2)}ch + ${extra}), ${max})`;
}
