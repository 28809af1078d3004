// @vitest-environment jsdom
import { AppProviders } from '@app/app';
import { createQueryClient } from '@app/lib/query-client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { Picker } from '../helpers/lov-picker';

/**
 * The list-of-values picker on a kitchen tablet: tapping the option already chosen (to check it, or a second
 * tap of a slow screen) keeps the choice. Only the clear button of an optional field empties it.
 */

function renderPicker(required: boolean) {
  const onChange = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Picker required={required} onChange={onChange} />
    </AppProviders>,
  );
  return onChange;
}

const field = () => screen.getByRole('combobox', { name: /Restaurante/ }) as HTMLInputElement;

beforeAll(installDomPolyfills);
afterEach(cleanup);

describe('LovSelect', () => {
  it.each([
    ['a required field', true],
    ['an optional field', false],
  ])('%s: tapping the chosen option again keeps it', async (_, required) => {
    const onChange = renderPicker(required);
    expect(field().value).toBe('7 - Restaurante Centro');
    fireEvent.click(field());
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Centro/ }));
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(field().value).toBe('7 - Restaurante Centro');
  });

  it('the chosen option found by a typed search shows its label again, not the search', async () => {
    renderPicker(true);
    field().focus();
    fireEvent.change(field(), { target: { value: 'Centro' } });
    expect(field().value).toBe('Centro');
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Centro/ }));
    expect(field().value).toBe('7 - Restaurante Centro');
  });

  it('another option is chosen by a tap', async () => {
    const onChange = renderPicker(true);
    fireEvent.click(field());
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Norte/ }));
    expect(onChange).toHaveBeenCalledWith(9);
    expect(field().value).toBe('9 - Restaurante Norte');
  });
});
