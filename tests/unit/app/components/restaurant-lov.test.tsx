// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { searchRestaurantes } from '@app/api/search-restaurantes';
import { RestaurantesLov } from '@app/components/ui/restaurantes-lov';
import { restaurantLovQtd } from '@domain/rules/restaurants';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills } from '../helpers/dom';
import { mockFetch } from '../helpers/fetch-mock';
import { renderScreen } from '../helpers/render-screen';

/** Spec §7 Lookups, §9: the restaurant picker asks 10 at a time, 20 with a grouping and a group. */

const ALL = [
  { idRestaurante: 5, desRestaurante: 'Restaurante Centro', idGrupo: 3 },
  { idRestaurante: 6, desRestaurante: 'Restaurante Norte', idGrupo: 3 },
  { idRestaurante: 7, desRestaurante: 'Cozinha Sul', idGrupo: null },
];

let fetchMock: ReturnType<typeof mockFetch>;
const searches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname === '/api/v1/reTbRestaurantes/lov/search')
    .map((u) => Object.fromEntries(u.searchParams));

beforeAll(() => installDomPolyfills());
beforeEach(() => {
  fetchMock = mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    const term = (u.searchParams.get('search') ?? '').toLowerCase();
    return { body: ALL.filter((r) => r.desRestaurante.toLowerCase().includes(term)) };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker(props: { idGrupo?: number | null; codAgrupamento?: number | null; tipDesperdicio?: number }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <RestaurantesLov label="Restaurante" value={value} onChange={(id) => setValue(id)} {...props} />
      <p>Escolhido: {value ?? 'nenhum'}</p>
    </>
  );
}

describe('the restaurant picker', () => {
  it('qtd is 20 with a grouping and a group, else 10', () => {
    expect(restaurantLovQtd({})).toBe(10);
    expect(restaurantLovQtd({ idGrupo: 3 })).toBe(10);
    expect(restaurantLovQtd({ codAgrupamento: 9 })).toBe(10);
    expect(restaurantLovQtd({ idGrupo: 3, codAgrupamento: 9 })).toBe(20);
  });

  it('asks the server 10 at a time and searches what is typed; the chosen one stays', async () => {
    renderScreen('/x', <Picker tipDesperdicio={1} />);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ qtd: '10', tipDesperdicio: '1' });
    const box = screen.getByRole('combobox', { name: 'Restaurante' });
    // Typed by the user (Mantine takes a change of an unfocused field for autofill).
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'nor' } });
    await waitFor(() => expect(searches().some((q) => q.search === 'nor')).toBe(true));
    expect(searches().find((q) => q.search === 'nor')).toEqual({
      qtd: '10',
      search: 'nor',
      tipDesperdicio: '1',
    });
    fireEvent.click(await screen.findByRole('option', { name: /Restaurante Norte/, hidden: true }));
    expect(await screen.findByText('Escolhido: 6')).toBeTruthy();
    // Its own label in the field is not searched.
    await new Promise((r) => setTimeout(r, 400));
    expect(searches().some((q) => q.search?.includes('6 - '))).toBe(false);
  });

  it('without network, a new search is answered from the kept first page, filtered on the device', async () => {
    // Online once: the first page is kept.
    expect((await searchRestaurantes({ tipDesperdicio: 2 })).map((r) => r.idRestaurante)).toEqual([5, 6, 7]);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      (await searchRestaurantes({ tipDesperdicio: 2, search: 'norte' })).map((r) => r.idRestaurante),
    ).toEqual([6]);
    expect(
      (await searchRestaurantes({ tipDesperdicio: 2, search: '7' })).map((r) => r.idRestaurante),
    ).toEqual([7]);
  });

  it('sends the group and the grouping, and asks for 20', async () => {
    renderScreen('/x', <Picker idGrupo={3} codAgrupamento={9} />);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ qtd: '20', idGrupo: '3', codAgrupamento: '9' });
  });
});
