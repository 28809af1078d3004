// @vitest-environment jsdom

/**
 * The theme's accessibility: the palette's text and filled shades read at WCAG AA (4.5:1) with white, the
 * dimmed grey too; Mantine's English button names come in pt-BR (password visibility, date clear, pagination
 * arrows).
 */
import { AppProviders } from '@app/app';
import { ACCESSIBLE_COLORS } from '@app/lib/accessible-colors';
import { accessiblePalette, contrastRatio } from '@app/lib/palette';
import { theme } from '@app/lib/theme';
import { DEFAULT_THEME, Pagination, PasswordInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';

beforeAll(installDomPolyfills);
afterEach(cleanup);

/** The light grey of striped and hovered rows. */
const ROW_GREY = '#f8f9fa';

describe('palette contrast', () => {
  const colors = Object.entries(theme.colors ?? {}).filter(([name]) => name !== 'dark');

  it('covers Mantine’s colours and the brand', () => {
    expect(colors.map(([name]) => name)).toEqual(
      expect.arrayContaining(['gray', 'red', 'green', 'yellow', 'orange', 'blue', 'teal', 'brand']),
    );
  });

  it.each(
    colors,
  )('%s: shades 6 to 9 read at 4.5:1 or more with white and on the row grey', (_name, shades) => {
    for (const shade of (shades ?? []).slice(6)) {
      expect(contrastRatio(shade, '#ffffff'), shade).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shade, ROW_GREY), shade).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the palette computed ahead of time is Mantine’s own, darkened (else: npx tsx scripts/write-accessible-colors.ts)', () => {
    expect(ACCESSIBLE_COLORS).toEqual(accessiblePalette(DEFAULT_THEME.colors));
  });

  it('the filled green of the ONLINE pill and the yellow of PENDENTE carry white text at 4.5:1', () => {
    const [green, yellow] = [theme.colors?.green?.[7], theme.colors?.yellow?.[7]];
    expect(contrastRatio(String(green), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(String(yellow), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Mantine's own: 2.7:1 and 2.1:1.
    expect(contrastRatio('#37b24d', '#ffffff')).toBeLessThan(3);
    expect(contrastRatio('#f59f00', '#ffffff')).toBeLessThan(2.5);
  });
});

describe('pt-BR names of Mantine’s buttons', () => {
  it('the password visibility toggle', () => {
    render(
      <AppProviders>
        <PasswordInput label="Senha" />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Toggle password/ })).toBeNull();
  });

  it('the clear button of a date', () => {
    render(
      <AppProviders>
        <DateInput label="Data final" clearable value="2026-09-25" onChange={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Limpar data' })).toBeTruthy();
  });

  it('the arrows of a pagination', () => {
    render(
      <AppProviders>
        <Pagination total={5} withEdges />
      </AppProviders>,
    );
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
