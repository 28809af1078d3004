import { THEME_PRIMARY } from '@domain/constants';
import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

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
function buildShades(base: string): MantineColorsTuple {
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

const BRAND_SHADES = buildShades(THEME_PRIMARY);

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: [number, number, number]): number {
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
 * 3.3:1. Shades 0–5 (backgrounds, borders, tints) stay as they are.
 */
function accessibleShades(shades: readonly string[]): MantineColorsTuple {
  return shades.map((shade, i) =>
    i < 6 ? shade : darkenTo(shade, MIN_CONTRAST_FROM_SHADE_6[i - 6]),
  ) as unknown as MantineColorsTuple;
}

const ACCESSIBLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [name, accessibleShades(shades)]),
);

const PASSWORD_TOGGLE_LABEL = 'Mostrar ou ocultar a senha';
const CLEAR_DATE_LABEL = 'Limpar data';
const CLEAR_DATE = { 'aria-label': CLEAR_DATE_LABEL };
/** The names of a pagination's arrow buttons (Mantine gives them none). */
const PAGINATION_LABEL: Record<string, string> = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
};

/** Mantine theme: primary #000055 (spec §9), large touch targets (inputs and buttons size md). */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { ...ACCESSIBLE_COLORS, brand: BRAND_SHADES },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // Plain objects (not Component.extend) so the entry chunk does not pull these components in.
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    // Mantine's own names of these buttons are in English.
    PasswordInput: {
      defaultProps: { size: 'md', visibilityToggleButtonProps: { 'aria-label': PASSWORD_TOGGLE_LABEL } },
    },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    // Mantine 9 keeps every combobox's closed listbox in the DOM (keepMounted), labelled like its input;
    // unmounting it keeps getByLabel('Empresa') pointing at the one input (and the DOM smaller).
    Combobox: { defaultProps: { keepMounted: false } },
    DateInput: { defaultProps: { size: 'md', valueFormat: 'DD/MM/YYYY', clearButtonProps: CLEAR_DATE } },
    DatePickerInput: {
      defaultProps: { size: 'md', valueFormat: 'DD/MM/YYYY', clearButtonProps: CLEAR_DATE },
    },
    ActionIcon: { defaultProps: { size: 'lg' } },
    NavLink: { defaultProps: { py: 'sm' } },
    // A table wider than the screen scrolls inside its container: reachable with the keyboard (arrows scroll it).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    Pagination: {
      defaultProps: { getControlProps: (control: string) => ({ 'aria-label': PAGINATION_LABEL[control] }) },
    },
  },
});
