/**
 * The administrator's screens in real Chromium against the real server: the parameters by purpose with human
 * names (the company's values at once, the code as secondary text, a switch and a number with its unit, an
 * out-of-range value refused in pt-BR); the scale register fitting its area at 1440×900 and 1280×800, a
 * hidden column read whole in the row's details; a container's maximum in the one kg format; and the user
 * menu opening the administrative dialog.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite, screenShown, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite('admin@demo.com.br');
const { call } = suite;

/** The table areas of the page that scroll sideways (their content wider than they are). */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((table) => {
      const out: string[] = [];
      for (let el = table.parentElement; el && el.tagName !== 'MAIN'; el = el.parentElement)
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(`${el.className}: ${el.scrollWidth}/${el.clientWidth}`);
      return out;
    }),
  );

/** A text field shows its whole value: nothing past its box, sideways or down. */
const showsWhole = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).evaluate((el) => {
    const f = el as HTMLTextAreaElement;
    return f.scrollWidth <= f.clientWidth + 1 && f.scrollHeight <= f.clientHeight + 1;
  });

describe('parameters screen', () => {
  it("shows the company's parameters at once, by purpose, with human names, the code as secondary text and fitting controls", async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      viewport: { width: 1440, height: 900 },
      screenshot: 'parameters-catalog',
    });
    await page.goto('/reTbParametros');
    await screenShown(page, 'Parâmetros');
    // No restaurant picked: the company's values are there.
    const bandeja = page.getByRole('textbox', { name: 'Peso máximo: Bandeja', exact: true });
    await bandeja.waitFor({ timeout: 30_000 });
    expect(await bandeja.inputValue()).toBe('50');
    expect(await page.getByText('Parâmetros de toda a empresa').isVisible()).toBe(true);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const group of [
      'Modo de apontamento',
      'Tolerância da quantidade',
      'Aprovação',
      'Limites de plausibilidade',
      'Fotos',
      'Emissões (CO2e)',
    ])
      expect(headings).toContain(group);
    // The code is secondary text under the name; unit, range and default beside it.
    const block = page.getByTestId('param-RE-Limites-1');
    expect(await block.getByText('Peso máximo: Bandeja', { exact: true }).isVisible()).toBe(true);
    expect(await block.getByTestId('param-facts').textContent()).toBe(
      'RE-Limites seq 1 · Unidade: kg · Valores: de 1 kg a 1.000 kg · Padrão: 50 kg',
    );
    // A switch and a number with its unit.
    const evitavel = page.getByRole('switch', { name: 'Metas e Desafio só com a parte evitável' });
    expect(await evitavel.count()).toBe(1);
    const dias = page.getByTestId('param-RE-Limites-5');
    expect(
      await dias.getByRole('textbox', { name: 'Dias para apontar sem aprovação', exact: true }).inputValue(),
    ).toBe('7');
    expect(await dias.getByText('dias', { exact: true }).isVisible()).toBe(true);
    // A restaurant parameter: its values summed up, each restaurant's behind a button.
    const modo = page.getByTestId('param-RE-Configuracao/U-7');
    expect(await modo.getByTestId('param-summary').textContent()).toMatch(/restaurantes?/);

    // Out of range: refused on the screen with the catalogue's message, and nothing is sent.
    let saves = 0;
    page.on('request', (r) => {
      if (r.url().includes('/reTbParametros/saveAll')) saves += 1;
    });
    await bandeja.fill('5000');
    const message = 'Valor fora do intervalo permitido para Peso máximo: Bandeja (mín. 1 kg, máx. 1.000 kg)';
    await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(1);
    expect(saves).toBe(0);
    await page.getByRole('button', { name: 'Descartar alterações' }).click();
    await expect.poll(() => bandeja.inputValue()).toBe('50');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('wide registers', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ])
    it(`${viewport.width}×${viewport.height}: the scale register fits its area; a hidden column reads whole in the row's details`, async () => {
      const stamp = `${Date.now().toString(36).toUpperCase()}-${viewport.width}`;
      const pattern = `^(?<sinal>[+-])?\\s*(?<peso>\\d+[.,]\\d{1,3})\\s*(?<unidade>kg|g)\\s+ST,GS,NT ${stamp} com um formato longo de balança contínua`;
      const description = `Balança E2E ${stamp} da cozinha central com uma descrição longa`;
      const [scale] = await call<{ idBal: number }[]>('POST', '/api/v1/reTbCadBalancas/saveAll', [
        {
          idBal: null,
          idSerial: `E2E-${stamp}`,
          desBalanca: description,
          tipProtocolo: 'CONTINUO',
          desPadraoContinuo: pattern,
        },
      ]);
      const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
        viewport,
        screenshot: `scales-register-${viewport.width}`,
      });
      try {
        await page.evaluate(() => localStorage.setItem('pageSize', '100'));
        await page.goto('/listReTbCadBalancas');
        const row = page.getByTestId(`row-${scale.idBal}`);
        await row.waitFor({ timeout: 30_000 });
        // No sideways scroll: the page nor the table.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        expect(await sidewaysScrollers(page)).toEqual([]);
        // The long description wraps in its cell instead of being cut.
        expect(await showsWhole(page, `Descrição da linha ${scale.idBal}`)).toBe(true);
        // The continuous pattern is out of the table: 'Mostrar mais' shows it whole.
        const patternName = `Padrão contínuo (regex) da linha ${scale.idBal}`;
        expect(await page.getByRole('textbox', { name: patternName }).count()).toBe(0);
        await page.getByRole('button', { name: `Mostrar mais da linha ${scale.idBal}` }).click();
        const field = page.getByRole('textbox', { name: patternName, exact: true });
        await field.waitFor();
        expect(await field.inputValue()).toBe(pattern);
        expect(await showsWhole(page, patternName)).toBe(true);
        expect(await sidewaysScrollers(page)).toEqual([]);
        await page.getByRole('button', { name: `Mostrar menos da linha ${scale.idBal}` }).click();
        await expect.poll(() => field.count()).toBe(0);
        expect(unexpectedErrors(errors)).toEqual([]);
      } finally {
        await context.close();
        await call('DELETE', '/api/v1/reTbCadBalancas', { idBal: [scale.idBal] }).catch(() => undefined);
      }
    });

  it("a container's maximum shows in the one kg format", async () => {
    const name = `Recipiente E2E ${Date.now().toString(36)}`;
    const [container] = await call<{ idRecipiente: number }[]>('POST', '/api/v1/reTbRecipientes/saveAll', [
      { idRecipiente: null, desRecipiente: name, qtdMaxima: 25 },
    ]);
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'containers-kg',
    });
    try {
      await page.evaluate(() => localStorage.setItem('pageSize', '100'));
      await page.goto('/listReTbRecipientes');
      const max = page.getByRole('textbox', { name: `Máximo (kg) da linha ${container.idRecipiente}` });
      await max.waitFor({ timeout: 30_000 });
      expect(await max.inputValue()).toBe('25,000 kg');
      // Typed, then left: back in the same format.
      await max.fill('30');
      await max.blur();
      expect(await max.inputValue()).toBe('30,000 kg');
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await context.close();
      await call('DELETE', `/api/v1/reTbRecipientes/${container.idRecipiente}`).catch(() => undefined);
    }
  });
});

describe('administrative dialog from the user menu', () => {
  it("the user menu's 'Administração' opens it (no keyboard needed)", async () => {
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      viewport: { width: 1280, height: 800 },
      screenshot: 'admin-dialog-menu',
    });
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: /Administração/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Administração' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('table', { name: 'Versão' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
