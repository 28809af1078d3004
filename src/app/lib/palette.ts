/**
 * Colour arithmetic of the theme: the brand's shades around its base colour, and Mantine's palette darkened
 * where its text shades do not read at WCAG AA. The darkened palette is computed once, ahead of time
 * (scripts/write-accessible-colors.ts writes src/app/lib/accessible-colors.ts), not at every start.
 */
import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * A 10-shade tuple around a base colour: shades 0–6 are tints toward white,
 * shade 7 is the base, 8–9 are darker. The theme uses shade 7 as the primary shade.
 */
export function buildShades(base: string): MantineColorsTuple {
  const rgb = hexToRgb(base);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const tints = [0.95, 0.88, 0.76, 0.62, 0.48, 0.34, 0.18].map((t) => rgbToHex(mix(rgb, white, t)));
  return [
    ...tints,
    rgbToHex(rgb),
    rgbToHex(mix(rgb, black, 0.25)),
    rgbToHex(mix(rgb, black, 0.5)),
  ] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(hexToRgb(a)), luminance(hexToRgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `hex` darkened toward black, in small steps, until it reaches `ratio` against white. */
function darkenTo(hex: string, ratio: number): string {
  let rgb = hexToRgb(hex);
  while (contrastRatio(rgbToHex(rgb), '#ffffff') < ratio) rgb = mix(rgb, [0, 0, 0], 0.03);
  return rgbToHex(rgb);
}

/**
 * The contrast each shade from 6 up must have against white: shade 6 is the error text and the dimmed text
 * (gray), 7 the filled badges and buttons with white text and the coloured text, 8 their hover, 9 the text of
 * the light variants (on a tint of the same colour). 5:1 leaves room for the light grey of striped rows.
 */
const MIN_CONTRAST_FROM_SHADE_6 = [5, 5, 5.5, 7];

/**
 * Mantine's palette with shades 6–9 darkened where needed, so that text in them and white text on them read at
 * WCAG AA (4.5:1) or better: Mantine's green 7 with white text is 2.7:1, its yellow 2.1:1, its dimmed grey
 * 3.3:1. Shades 0–5 (backgrounds, borders, tints) stay as they are. The dark colour (dark scheme) is left out.
 */
export function accessiblePalette(
  colors: Readonly<Record<string, readonly string[]>>,
): Record<string, MantineColorsTuple> {
  return Object.fromEntries(
    Object.entries(colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, shades]) => [
        name,
        shades.map((shade, i) =>
          i < 6 ? shade : darkenTo(shade, MIN_CONTRAST_FROM_SHADE_6[i - 6]),
        ) as unknown as MantineColorsTuple,
      ]),
  );
}
