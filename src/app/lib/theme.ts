import { THEME_PRIMARY } from '@domain/constants';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * A 10-shade tuple around a base colour: shades 0–6 are tints toward white,
 * shade 7 is the base, 8–9 are darker. The theme uses shade 7 as the primary shade.
 */
export function buildShades(base: string): MantineColorsTuple {
  const rgb = hexToRgb(base);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const tints = [0.95, 0.88, 0.76, 0.62, 0.48, 0.34, 0.18].map((t) => rgbToHex(mix(rgb, white, t)));
  return [
    ...tints,
    rgbToHex(rgb),
    rgbToHex(mix(rgb, black, 0.25)),
    rgbToHex(mix(rgb, black, 0.5)),
  ] as unknown as MantineColorsTuple;
}

export const BRAND_SHADES = buildShades(THEME_PRIMARY);

/** Mantine theme: primary #000055 (spec §9), large touch targets (inputs and buttons size md). */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand: BRAND_SHADES },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // Plain objects (not Component.extend) so the entry chunk does not pull these components in.
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    // Mantine 9 keeps every combobox's closed listbox in the DOM (keepMounted), labelled like its input;
    // unmounting it keeps getByLabel('Empresa') pointing at the one input (and the DOM smaller).
    Combobox: { defaultProps: { keepMounted: false } },
    DateInput: { defaultProps: { size: 'md', valueFormat: 'DD/MM/YYYY' } },
    DatePickerInput: { defaultProps: { size: 'md', valueFormat: 'DD/MM/YYYY' } },
    ActionIcon: { defaultProps: { size: 'lg' } },
    NavLink: { defaultProps: { py: 'sm' } },
  },
});
