import { chromium, type Page } from 'playwright';
import { drawJpeg, withExif } from '../tests/helpers/test-photo';
const base = 'http://127.0.0.1:8112';
const out = '/tmp/photo-shots';
const ARGS = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });

async function login(page: Page, user: string) {
  await page.goto(base + '/');
  await page.getByLabel('E-mail/Usuário AD').fill(user);
  await page.getByLabel('Senha', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Empresa', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/home');
}
async function pickFirst(page: Page, label: string, nth = 0) {
  const input = page.getByRole('combobox', { name: label });
  for (let i = 0; i < 100 && !(await input.isEnabled()); i++) await page.waitForTimeout(50);
  if (await input.inputValue()) return;
  await input.click();
  await page.getByRole('listbox').filter({ visible: true }).getByRole('option').nth(nth).click();
}
const go = (page: Page, u: string) =>
  page.evaluate((u) => { history.pushState({}, '', u); dispatchEvent(new PopStateEvent('popstate')); }, u);

let weighingId = 0;
for (const [w, h] of [[1280, 800], [375, 812]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'pt-BR' });
  const page = await ctx.newPage();
  await login(page, 'cozinha@demo.com.br');
  await go(page, '/reApontDesperdicios/bandeja');
  await pickFirst(page, 'Restaurante', 2);
  await pickFirst(page, 'Destino');
  await pickFirst(page, 'Balança');
  await page.screenshot({ path: `${out}/tray-empty-${w}.png`, fullPage: true });
  const jpeg = withExif(await drawJpeg(page, 4000, 3000), 6);
  await page.getByTestId('photo-input').setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByTestId('photo-thumb').waitFor();
  await page.getByRole('textbox', { name: /^Quantidade bruta/ }).fill('9,5');
  await page.screenshot({ path: `${out}/tray-photo-${w}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="photo-status"]')?.getAttribute('data-state') === 'sent', undefined, { timeout: 30000 });
  await page.screenshot({ path: `${out}/tray-saved-${w}.png`, fullPage: true });
  // item list
  await go(page, '/reApontDesperdicios/preparoInsumo');
  await page.waitForTimeout(1500);
  await pickFirst(page, 'Restaurante');
  await pickFirst(page, 'Destino');
  for (let i = 0; i < 2; i++) {
    const c = page.getByRole('combobox', { name: 'Insumo' });
    await c.click(); await page.getByRole('listbox').filter({ visible: true }).getByRole('option').nth(i).click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
  }
  await page.getByTestId('photo-input').first().setInputFiles({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByTestId('photo-thumb').first().waitFor();
  await page.screenshot({ path: `${out}/list-photo-${w}.png`, fullPage: true });
  const token = await page.evaluate(() => localStorage.getItem('id_token'));
  const rows = await page.evaluate(async (token) => {
    const r = await fetch('/api/v1/reTbDesperdiciosDet/searchAllForConsultaApontamentos', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ dtaApontamentoIni: new Date().toISOString().slice(0,10), dtaApontamentoFim: new Date().toISOString().slice(0,10) }) });
    return r.json();
  }, token);
  const withPhoto = (rows as { idApontamento: number; temFoto: boolean }[]).filter((r) => r.temFoto);
  weighingId = withPhoto.at(-1)?.idApontamento ?? 0;
  await ctx.close();
}
console.log('weighing with photo', weighingId);
for (const [w, h] of [[375, 812], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'pt-BR' });
  const page = await ctx.newPage();
  await login(page, 'admin@demo.com.br');
  await go(page, `/reApontDesperdicios/aprovacao/${weighingId}`);
  await page.getByTestId('waste-photo').waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/approval-${w}.png`, fullPage: true });
  if (w === 1280) {
    await go(page, '/reApontDesperdicios/manutencao');
    await page.waitForTimeout(2500);
    const search = page.getByRole('button', { name: /Pesquisar|Buscar|Consultar/ }).first();
    if (await search.isVisible().catch(() => false)) await search.click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/maintenance-${w}.png`, fullPage: false });
    const thumb = page.getByTestId('waste-photo-thumb').first();
    if (await thumb.isVisible().catch(() => false)) {
      await thumb.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${out}/maintenance-thumb-${w}.png`, fullPage: false });
      await thumb.click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/maintenance-open-${w}.png`, fullPage: false });
    } else console.log('no thumb in maintenance');
  }
  await ctx.close();
}
await browser.close();
