// Usage: node shoot.mjs <path> <name> [action]
import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:5077';
const [, , path, name, action] = process.argv;
const sizes = (process.env.SIZES ?? '1440x900,1280x800,375x812').split(',').map((s) => s.split('x').map(Number));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const [w, h] of sizes) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  await page.goto(base + '/');
  await page.getByLabel('E-mail/Usuário AD').fill('admin@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Selecione uma empresa').first().waitFor();
  await page.getByLabel('Empresa', { exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/home');
  await page.goto(base + path);
  await page.waitForTimeout(3500);
  if (action === 'expand') {
    const b = page.getByRole('button', { name: /Mostrar/ }).first();
    if (await b.count()) { await b.click(); await page.waitForTimeout(500); }
  }
  if (action === 'menu') {
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.waitForTimeout(600);
  }
  const sw = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, vw: innerWidth }));
  console.log(w, h, JSON.stringify(sw));
  await page.screenshot({ path: `/tmp/shots-admin/${name}-${w}x${h}.png`, fullPage: process.env.FULL === '1' });
  await context.close();
}
await browser.close();
