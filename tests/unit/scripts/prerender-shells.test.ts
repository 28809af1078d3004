import { renderScreenShells, SHELL_ROUTES } from '@app/screen-shells';
import { APP_ROUTES, SIGNED_OUT_SHELL } from '@domain/access';
import { describe, expect, it } from 'vitest';
import { inertShell } from '../../../scripts/prerender-shells';

describe('inertShell', () => {
  it('drops ids and what points at them, test ids, values and comments, and takes the controls out of the tab order', () => {
    const html =
      '<!--$--><div id="mantine-r1" data-testid="x"><label for="mantine-r1-in" id="mantine-r1-label">Data</label>' +
      '<input aria-describedby="mantine-r1-error" id="mantine-r1-in" value="25/11/2026"/>' +
      '<input type="hidden" value="2026-11-25"/><button type="button">Menu</button>' +
      '<a href="/home" tabindex="0">Início</a><textarea></textarea></div><!--/$-->';
    expect(inertShell(html)).toBe(
      '<div><label>Data</label><input tabindex="-1" value=""/><input tabindex="-1" type="hidden" value=""/>' +
        '<button tabindex="-1" type="button">Menu</button><a href="/home" tabindex="0">Início</a>' +
        '<textarea tabindex="-1"></textarea></div>',
    );
  });
});

describe('renderScreenShells', () => {
  it('renders each entry screen in its layout, as it first shows, with no spinner', async () => {
    const shells = await renderScreenShells();
    expect(Object.keys(shells).sort()).toEqual([SIGNED_OUT_SHELL, ...SHELL_ROUTES].sort());
    for (const path of SHELL_ROUTES) {
      const html = shells[path];
      const title = APP_ROUTES.find((r) => r.path === path)?.title ?? '';
      expect(html, path).toContain('<header');
      expect(html, path).toContain(`>${title}</h1>`);
      expect(html, path).toContain('>Restaurante<');
      expect(html, path).not.toContain('aria-label="Carregando"');
    }
    expect(shells['/reApontDesperdicios/bandeja']).toContain('Quantidade bruta (kg, com o recipiente)');
  });

  it("renders the login form as the signed-out start's shell", async () => {
    const login = (await renderScreenShells())[SIGNED_OUT_SHELL];
    expect(login).toContain('>E-mail/Usuário AD<');
    expect(login).toContain('>Senha<');
    expect(login).toContain('>Entrar<');
    expect(login).not.toContain('<header');
  });
});
