/**
 * Appointment maintenance on the desktop, in real Chromium against the real server and database: a manager
 * searches a restaurant's day, edits two quantities, deletes one appointment, saves all, reloads, and the
 * changes are there.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiLogin, rowsOf } from '../helpers/api';
import { browserSuite, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite();

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};
const br = (iso: string) => iso.split('-').reverse().join('/');
const comma = (n: number) => n.toFixed(3).replace('.', ',');

async function setDate(page: Page, label: string, iso: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(br(iso));
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(br(iso));
}

/** Searches one restaurant ('id - name', typed into the picker, which searches the server) on one day. */
async function search(page: Page, restaurante: string, day: string) {
  const input = page.getByRole('combobox', { name: 'Restaurante' });
  const name = restaurante.split(' - ').slice(1).join(' - ');
  if ((await input.inputValue()) !== restaurante) {
    await input.click();
    await input.fill(name);
    await page
      .getByRole('listbox')
      .filter({ visible: true })
      .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
  }
  await expect.poll(() => input.inputValue()).toBe(restaurante);
  await setDate(page, 'Data inicial', day);
  await setDate(page, 'Data final', day);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
}

describe('appointment maintenance', () => {
  it('edits two rows and deletes one, saves all, and the changes survive a reload', async () => {
    const token = await apiLogin('admin@demo.com.br');
    const { page, context, errors } = await signedInSession(suite.browser, 'admin@demo.com.br', {
      screenshot: 'maintenance',
    });
    await page.goto('/reApontDesperdicios/manutencao');
    const restaurante = page.getByRole('combobox', { name: 'Restaurante' });
    await restaurante.waitFor();
    await restaurante.click();
    await page.getByRole('listbox').filter({ visible: true }).getByRole('option').first().click();
    const label = await restaurante.inputValue();
    const idRestaurante = Number(label.split(' - ')[0]);
    expect(idRestaurante).toBeGreaterThan(0);

    // Yesterday's appointments of that restaurant, as the server holds them.
    const day = isoDay(-1);
    const stored = await rowsOf(token, idRestaurante, day);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const [a, b, gone] = stored;

    await search(page, label, day);
    const row = (id: number) => page.getByTestId(`apontamento-${id}`);
    await expect.poll(() => row(a.idApontamento).isVisible(), { timeout: 30_000 }).toBe(true);

    // Two edits, staged.
    const qa = Number(a.qtdDesperdicio) + 1.25;
    const qb = Number(b.qtdDesperdicio) + 0.5;
    await page.getByRole('textbox', { name: `Quantidade do apontamento ${a.idApontamento}` }).fill(comma(qa));
    await page
      .getByRole('textbox', { name: `Quantidade do apontamento ${b.idApontamento}` })
      .fill(`${comma(qb)} kg`);
    await expect.poll(() => page.getByText('2 alterações não salvas').isVisible()).toBe(true);

    // One delete, confirmed.
    await page.getByRole('button', { name: `Excluir apontamento ${gone.idApontamento}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => row(gone.idApontamento).count(), { timeout: 30_000 }).toBe(0);
    // The staged edits are still there after the list reloads.
    await expect.poll(() => page.getByText('2 alterações não salvas').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => page.getByText('Alterações salvas com sucesso').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('alterações não salvas').count()).toBe(0);

    // Reloaded: the page shows what the server holds.
    await page.reload();
    await search(page, label, day);
    await expect.poll(() => row(a.idApontamento).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: `Quantidade do apontamento ${a.idApontamento}` }).inputValue(),
      )
      .toBe(comma(qa));
    expect(
      await page.getByRole('textbox', { name: `Quantidade do apontamento ${b.idApontamento}` }).inputValue(),
    ).toBe(comma(qb));
    expect(await row(gone.idApontamento).count()).toBe(0);

    const after = await rowsOf(token, idRestaurante, day);
    expect(after).toHaveLength(stored.length - 1);
    expect(after.find((r) => r.idApontamento === gone.idApontamento)).toBeUndefined();
    expect(Number(after.find((r) => r.idApontamento === a.idApontamento)?.qtdDesperdicio)).toBeCloseTo(qa, 3);
    expect(Number(after.find((r) => r.idApontamento === b.idApontamento)?.qtdDesperdicio)).toBeCloseTo(qb, 3);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
