import { acessosChanged, groupRestaurantes } from '@app/features/users/utils/base-usuarios-acessos-form';
import { ACCESS_FLAGS } from '@domain/access';
import type { AccessFlags, AccessRestaurant } from '@domain/schemas/user-access';
import { describe, expect, it } from 'vitest';

const r = (idRestaurante: number, desRestaurante: string, idGrupo: number | null, desGrupo: string | null) =>
  ({ idRestaurante, desRestaurante, idGrupo, desGrupo, indInativo: 0 }) satisfies AccessRestaurant;
const list = [
  r(1, 'Cozinha Central', null, null),
  r(2, 'Unidade Sul', 7, 'Região Sul'),
  r(3, 'Unidade Porto', 7, 'Região Sul'),
  r(4, 'Unidade Norte', 5, 'Norte'),
];

describe('access panel: restaurants by group', () => {
  it('groups by name, those without a group last; a search keeps every restaurant of the group to grant', () => {
    const all = groupRestaurantes(list, '');
    expect(all.map((g) => g.label)).toEqual(['Norte', 'Região Sul', 'Sem grupo']);
    const sul = groupRestaurantes(list, 'porto');
    expect(sul).toHaveLength(1);
    expect(sul[0].shown.map((x) => x.idRestaurante)).toEqual([3]);
    expect(sul[0].all.map((x) => x.idRestaurante)).toEqual([2, 3]);
    // by the group's name, accents and case ignored; by the code
    expect(groupRestaurantes(list, 'regiao')[0].shown).toHaveLength(2);
    expect(groupRestaurantes(list, '4 -')[0].label).toBe('Norte');
    expect(groupRestaurantes(list, 'nada disso')).toEqual([]);
  });

  it('tells a changed state from the saved one', () => {
    const flags = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as AccessFlags;
    const saved = { flags, restaurantes: new Set([1, 2]) };
    expect(acessosChanged({ flags, restaurantes: new Set([2, 1]) }, saved)).toBe(false);
    expect(acessosChanged({ flags, restaurantes: new Set([1]) }, saved)).toBe(true);
    expect(
      acessosChanged({ flags: { ...flags, indApontamentos: true }, restaurantes: new Set([1, 2]) }, saved),
    ).toBe(true);
  });
});
