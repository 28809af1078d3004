/**
 * Each person's day, in real Chromium against the real server: the kitchen lands on the entry screens (the
 * last used first), a one-company user goes straight in while the admin still picks, the approver's home
 * shows the pending approvals per unit and opens a unit's queue in one tap, and on a phone the decision on
 * an appointment is in reach without scrolling, 'Pedir nova pesagem' asking for confirmation first.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { MediaQtd, PesagensDoDia } from '@domain/schemas/appointments';
import type { ApontamentoAnalise, PendentesPorUnidade } from '@domain/schemas/approvals';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiCall, apiLogin, isoDay } from '../helpers/api';
import { axeFindings, describeFindings } from '../helpers/axe';
import { browserSuite, fillLogin, newSession, signedInSession, unexpectedErrors } from '../helpers/browser';

const suite = browserSuite();

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 1280, height: 800 };
const TABLET_PORTRAIT = { width: 800, height: 1280 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = '/tmp/shots-home';
mkdirSync(SHOTS, { recursive: true });

/** No serious or critical axe-core finding on the screen. */
async function expectAccessible(page: Page, screen: string) {
  // Colours are measured once every open dialog has faded in: mid-transition, its text is still translucent.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((el) => {
      for (let node: Element | null = el; node; node = node.parentElement)
        if (Number(getComputedStyle(node).opacity) < 1) return false;
      return true;
    }),
  );
  const findings = await axeFindings(page);
  expect(findings.length ? describeFindings(screen, findings) : '').toBe('');
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** No horizontal scrolling: the page is not wider than the screen. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const cardTitles = (page: Page) =>
  page
    .getByTestId('entry-card')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));

/** Waits for the home's entry cards, and checks their titles, in order. */
async function expectCards(page: Page, titles: string[]) {
  await page.getByTestId('entry-cards').waitFor();
  expect(await cardTitles(page)).toEqual(titles);
}

describe("the kitchen's home", () => {
  for (const viewport of [TABLET, PHONE, TABLET_PORTRAIT]) {
    it(`cozinha lands on the four entry cards at ${viewport.width}×${viewport.height}, no dashboard`, async () => {
      const s = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
        viewport,
        screenshot: `home-kitchen-${viewport.width}`,
      });
      const { page } = s;
      await expectCards(page, [
        'Bandeja',
        'Excedente de produção',
        'Pré-preparo por turno',
        'Pré-preparo por insumo',
      ]);
      expect(await page.getByTestId('dashboards').count()).toBe(0);
      // large touch targets, and the first card in the first screen
      const boxes = await page
        .getByTestId('entry-card')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
      for (const b of boxes) expect(b.height).toBeGreaterThanOrEqual(88);
      expect(boxes[0].bottom).toBeLessThanOrEqual(viewport.height);
      expect(await fitsWidth(page)).toBe(true);

      // the tablet's queue, by the name of its screen, and today's weighings from the server
      const queue = page.getByTestId('tablet-queue');
      expect(await queue.getByRole('heading', { name: 'Fila de envio do tablet' }).isVisible()).toBe(true);
      expect(await queue.getByText('Tudo enviado: nenhuma pesagem esperando no tablet.').isVisible()).toBe(
        true,
      );
      const token = await apiLogin('cozinha@demo.com.br');
      const today = await apiCall<PesagensDoDia>(token, 'GET', '/api/v1/reTbDesperdiciosDet/pesagensDoDia');
      await expect
        .poll(() => page.getByTestId('today-weighings-count').textContent(), { timeout: 15_000 })
        .toBe(String(today.qtdPesagens));
      await shot(page, `kitchen-home-${viewport.width}x${viewport.height}`);
      await expectAccessible(page, 'início da cozinha');
      expect(unexpectedErrors(s.errors)).toEqual([]);
      await s.context.close();
    });
  }

  it('the entry screen used last comes first, on this device', async () => {
    const s = await signedInSession(suite.browser, 'cozinha@demo.com.br', {
      viewport: TABLET,
      screenshot: 'home-kitchen-last-used',
    });
    const { page } = s;
    await page.getByTestId('entry-cards').waitFor();
    await page.getByTestId('entry-card').filter({ hasText: 'Pré-preparo por turno' }).click();
    await page.waitForURL('**/reApontDesperdicios/preparoTurno');
    await page.goto('/home');
    await expectCards(page, [
      'Pré-preparo por turno',
      'Bandeja',
      'Excedente de produção',
      'Pré-preparo por insumo',
    ]);
    expect(await page.getByTestId('entry-card').first().getByText('Último usado').isVisible()).toBe(true);
    // the queue screen opens from the home
    await page.getByRole('link', { name: 'Abrir a fila de envio do tablet' }).click();
    await page.waitForURL('**/reApontDesperdicios/pendentes');
    expect(unexpectedErrors(s.errors)).toEqual([]);
    await s.context.close();
  });
});

describe('one company, one less step', () => {
  it('cozinha (one company) goes straight in, the selection made behind the scenes; admin still picks', async () => {
    const kitchen = await newSession(suite.browser, PHONE);
    // Any moment the picker shows is recorded, however short.
    await kitchen.context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Selecione uma empresa'))
          (window as unknown as { sawPicker: boolean }).sawPicker = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const selections: string[] = [];
    kitchen.page.on('request', (r) => {
      if (r.url().endsWith('/api/authenticate/empresa/selecionar')) selections.push(r.postData() ?? '');
    });
    await fillLogin(kitchen.page, 'cozinha@demo.com.br', 'demo');
    await kitchen.page.waitForURL('**/home', { timeout: 15_000 });
    await kitchen.page.getByTestId('entry-cards').waitFor();
    expect(await kitchen.page.evaluate(() => (window as unknown as { sawPicker?: boolean }).sawPicker)).toBe(
      undefined,
    );
    expect(selections).toHaveLength(1);
    expect(Object.keys(JSON.parse(selections[0]))).toEqual(['idEmpresa']);
    expect(unexpectedErrors(kitchen.errors)).toEqual([]);
    await kitchen.context.close();

    const admin = await newSession(suite.browser, PHONE);
    await fillLogin(admin.page, 'admin@demo.com.br', 'demo');
    await expect
      .poll(() => admin.page.getByText('Selecione uma empresa').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await admin.context.close();
  });
});

/** Two pending appointments in one of the approver's units, made through the API as the kitchen would. */
async function pendingInApproverUnit(): Promise<{ idRestaurante: number; ids: number[] }> {
  const approver = await apiLogin('aprovador@demo.com.br');
  const admin = await apiLogin('admin@demo.com.br');
  const units = await apiCall<PendentesPorUnidade>(
    approver,
    'GET',
    '/api/v1/reTbDespApont/pendentesPorUnidade',
  );
  expect(units.length).toBeGreaterThan(0);
  const day = isoDay(0);
  for (const { idRestaurante } of units) {
    const media = await apiCall<MediaQtd>(admin, 'PUT', '/api/v1/reTbDesperdiciosDet/findMediaQtd', {
      idRestaurante,
      tipDesperdicio: 1,
      dtaApontamento: day,
    });
    const qtd = Math.round(media.mediaQtd * 3 * 1000) / 1000;
    if (!(media.mediaQtd > 0 && qtd > (media.maxQtd ?? 0) && qtd < 50)) continue;
    const saved = await apiCall<ApontamentoAnalise[]>(admin, 'POST', '/api/v1/reTbDesperdiciosDet/saveAll', [
      {
        uuidApontamento: randomUUID(),
        idRestaurante,
        tipDesperdicio: 1,
        dtaApontamento: day,
        qtdDesperdicio: qtd,
      },
      {
        uuidApontamento: randomUUID(),
        idRestaurante,
        tipDesperdicio: 1,
        dtaApontamento: day,
        qtdDesperdicio: qtd,
      },
    ]);
    if (saved.every((a) => a.precisaAprovacao))
      return { idRestaurante, ids: saved.map((a) => a.idApontamento) };
  }
  throw new Error('no unit of the approver takes an out-of-tolerance tray');
}

describe("the supervisor's day", () => {
  it("aprovador's home shows the pending approvals per unit; one tap opens that unit's queue", async () => {
    const { idRestaurante } = await pendingInApproverUnit();
    const approver = await apiLogin('aprovador@demo.com.br');
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const s = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
        viewport,
        screenshot: `home-approver-${viewport.width}`,
      });
      const { page } = s;
      const units = await apiCall<PendentesPorUnidade>(
        approver,
        'GET',
        '/api/v1/reTbDespApont/pendentesPorUnidade',
      );
      const unit = units.find((u) => u.idRestaurante === idRestaurante)!;
      expect(unit.qtdPendentes).toBeGreaterThanOrEqual(2);
      const link = page.getByTestId(`pendentes-unidade-${idRestaurante}`);
      await link.waitFor({ timeout: 15_000 });
      expect(await link.textContent()).toContain(String(unit.qtdPendentes));
      expect(await page.getByTestId(`pendentes-unidade-${units[0].idRestaurante}`).count()).toBe(1);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, `approver-home-${viewport.width}x${viewport.height}`);
      await expectAccessible(page, 'início do aprovador');
      if (viewport !== PHONE) {
        await s.context.close();
        continue;
      }
      await link.click();
      await page.waitForURL(`**/reApontDesperdicios/aprovacao?idRestaurante=${idRestaurante}`);
      const cards = page.locator('[data-testid^="aprovacao-"]');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const names = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      for (const n of names) expect(n.startsWith(`${idRestaurante} - `)).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Restaurante' }).inputValue()).toMatch(
        new RegExp(`^${idRestaurante} - `),
      );
      await shot(page, 'approver-unit-queue-375x812');
      expect(unexpectedErrors(s.errors)).toEqual([]);
      await s.context.close();
    }
  });

  it("the admin keeps the dashboards' home, with the pending approvals per unit above them", async () => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const s = await signedInSession(suite.browser, 'admin@demo.com.br', {
        viewport,
        company: 'Nutri Refeições Coletivas',
        screenshot: `home-admin-${viewport.width}`,
      });
      const { page } = s;
      await page.getByTestId('dashboards').waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Aprovações pendentes' }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('entry-cards').count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, `admin-home-${viewport.width}x${viewport.height}`);
      expect(unexpectedErrors(s.errors)).toEqual([]);
      await s.context.close();
    }
  });

  it('on a 375×812 phone the decision is in reach, and Pedir nova pesagem asks first', async () => {
    const { ids } = await pendingInApproverUnit();
    const id = ids[0];
    const approver = await apiLogin('aprovador@demo.com.br');
    const statusOf = async () =>
      (await apiCall<ApontamentoAnalise>(approver, 'POST', `/api/v1/reTbDespApont/findById/${id}`, {}))
        .indStatusAprov;

    const s = await signedInSession(suite.browser, 'aprovador@demo.com.br', {
      viewport: PHONE,
      screenshot: 'approval-detail-phone',
    });
    const { page } = s;
    await page.goto(`/reApontDesperdicios/aprovacao/${id}`);
    const approve = page.getByRole('button', { name: 'Aprovar' });
    await approve.waitFor({ timeout: 15_000 });
    // Without scrolling: the three decisions inside the screen, the net weight and its deviation at the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const name of ['Aprovar', 'Reprovar', 'Pedir nova pesagem']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const top = (await page.getByTestId('quantidade-topo').boundingBox())!;
    const bar = (await page.getByTestId('decision-bar').boundingBox())!;
    expect(top.y + top.height).toBeLessThanOrEqual(bar.y);
    expect(await page.getByTestId('desvio-tolerancia').textContent()).toMatch(
      /^\+\d+,\d{3} kg acima do máximo/,
    );
    await shot(page, 'approval-detail-375x812');
    await page.screenshot({ path: `${SHOTS}/approval-detail-375x812-screen.png` });
    await expectAccessible(page, 'análise no celular');
    // The bar covers nothing: at the end of the page, the last analysis heading sits above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const analyses = (await page.getByRole('heading', { name: 'Análises' }).boundingBox())!;
    const barAtEnd = (await page.getByTestId('decision-bar').boundingBox())!;
    const lastText = (await page.getByText('Sem dados').last().boundingBox())!;
    expect(analyses.y + analyses.height).toBeLessThanOrEqual(barAtEnd.y);
    expect(lastText.y + lastText.height).toBeLessThanOrEqual(barAtEnd.y);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Pedir nova pesagem: Cancelar leaves it pending…
    await page.getByRole('button', { name: 'Pedir nova pesagem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedir nova pesagem' });
    await dialog.waitFor();
    await shot(page, 'approval-reweigh-confirm-375x812');
    await expectAccessible(page, 'confirmação de nova pesagem');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOf()).toBe(0);
    // …Confirmar rejects it with its reason.
    await page.getByRole('button', { name: 'Pedir nova pesagem' }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => page.getByText('Nova pesagem pedida').first().isVisible()).toBe(true);
    await page.waitForURL('**/reApontDesperdicios/aprovacao');
    expect(await statusOf()).toBe(2);
    expect(unexpectedErrors(s.errors)).toEqual([]);
    await s.context.close();

    // The same detail on the tablet and the desktop: the decisions in a row under it.
    for (const viewport of [TABLET, DESKTOP]) {
      const w = await signedInSession(suite.browser, 'aprovador@demo.com.br', { viewport });
      await w.page.goto(`/reApontDesperdicios/aprovacao/${ids[1]}`);
      await w.page.getByRole('button', { name: 'Aprovar' }).waitFor({ timeout: 15_000 });
      expect(await w.page.getByTestId('decision-bar').count()).toBe(0);
      await shot(w.page, `approval-detail-${viewport.width}x${viewport.height}`);
      await w.context.close();
    }
  });
});
