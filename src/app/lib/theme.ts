import { ACCESSIBLE_COLORS } from '@app/lib/accessible-colors';
import { buildShades } from '@app/lib/palette';
import { THEME_PRIMARY } from '@domain/constants';
import { createTheme } from '@mantine/core';

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
  // Mantine's palette, darkened where its text shades would not read at WCAG AA (computed ahead of time).
  colors: { ...ACCESSIBLE_COLORS, brand: buildShades(THEME_PRIMARY) },
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
