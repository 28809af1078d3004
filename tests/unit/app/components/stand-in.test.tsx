// @vitest-environment jsdom
import { AppProviders } from '@app/app';
import { DateField } from '@app/components/ui/date-field';
import { createQueryClient } from '@app/lib/query-client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { Picker } from '../helpers/lov-picker';

/**
 * The entry screens' pickers are drawn as plain inputs of the same look until the user reaches them: no
 * Combobox or Popover (and so no portal) is mounted for them at the screen's first paint. Reaching one (a tap,
 * Tab, a click) puts the real control in its place, focused, its text selected, its list open.
 */

/** The portals Mantine's Popovers (a Select's list, a DateInput's calendar) put in the page once mounted. */
const portals = () => document.querySelectorAll('[data-portal]').length;

/** Unmounts the test's tree, and the portal node Mantine's portals share, which outlives them (created anew). */
function reset() {
  cleanup();
  for (const node of document.querySelectorAll('[data-portal]')) node.remove();
}

function wrap(children: ReactNode) {
  return render(<AppProviders queryClient={createQueryClient()}>{children}</AppProviders>);
}

const field = (name: RegExp | string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
/** The select's committed value: its hidden input, the sibling of the field's wrapper. */
const committed = (input: HTMLInputElement) =>
  (input.closest('.mantine-InputWrapper-root')?.nextElementSibling as HTMLInputElement | null)?.value;

beforeAll(installDomPolyfills);
afterEach(reset);

describe('a picker with a stand-in', () => {
  it('mounts no popover until reached, and shows what the select would: label, text, value, clear button', async () => {
    wrap(<Picker standIn />);
    const input = field(/Restaurante/);
    expect(input.value).toBe('7 - Restaurante Centro');
    expect(committed(input)).toBe('7');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(portals()).toBe(0);
    // The real select, for comparison, mounts its popover's portal at once.
    reset();
    wrap(<Picker standIn={false} />);
    expect(field(/Restaurante/).value).toBe('7 - Restaurante Centro');
    expect(committed(field(/Restaurante/))).toBe('7');
    expect(portals()).toBeGreaterThan(0);
  });

  it('reached by the focus, becomes the select: focused, its text selected, its list open; a tap chooses', async () => {
    const onChange = vi.fn();
    wrap(<Picker standIn onChange={onChange} />);
    act(() => field(/Restaurante/).focus());
    const real = field(/Restaurante/);
    expect(document.activeElement).toBe(real);
    expect([real.selectionStart, real.selectionEnd]).toEqual([0, real.value.length]);
    expect(portals()).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Norte/ }));
    expect(onChange).toHaveBeenCalledWith(9);
    expect(field(/Restaurante/).value).toBe('9 - Restaurante Norte');
    expect(committed(field(/Restaurante/))).toBe('9');
  });

  it('reached by a click, opens its list as the select does', async () => {
    wrap(<Picker standIn />);
    expect(portals()).toBe(0);
    fireEvent.click(field(/Restaurante/));
    expect(await screen.findByRole('option', { name: /Restaurante Centro/ })).toBeTruthy();
    expect(document.activeElement).toBe(field(/Restaurante/));
  });

  it("an optional field's clear button empties it without opening anything; a required one has none", async () => {
    const onChange = vi.fn();
    const { container } = wrap(<Picker standIn onChange={onChange} />);
    const clear = container.querySelector<HTMLButtonElement>('.mantine-InputClearButton-root, button');
    expect(clear).not.toBeNull();
    fireEvent.click(clear as HTMLButtonElement);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field(/Restaurante/).value).toBe('');
    expect(portals()).toBe(0);
    reset();
    const required = wrap(<Picker standIn required />);
    expect(required.container.querySelector('button')).toBeNull();
  });
});

describe('a date field with a stand-in', () => {
  function DatePicker({ onChange }: { onChange: (iso: string | null) => void }) {
    const [value, setValue] = useState<string | null>('2026-11-30');
    return (
      <DateField
        standIn
        label="Data"
        value={value}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
    );
  }

  it('shows dd/MM/yyyy with no calendar mounted; reached, the real field takes what is typed', async () => {
    const onChange = vi.fn();
    wrap(<DatePicker onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Data' }) as HTMLInputElement;
    expect(input.value).toBe('30/11/2026');
    expect(portals()).toBe(0);
    act(() => input.focus());
    const real = screen.getByRole('textbox', { name: 'Data' }) as HTMLInputElement;
    expect(document.activeElement).toBe(real);
    expect([real.selectionStart, real.selectionEnd]).toEqual([0, 10]);
    fireEvent.change(real, { target: { value: '01/12/2026' } });
    fireEvent.blur(real);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });
});
