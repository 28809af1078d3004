/**
 * Layout checks in the real browser: the page does not scroll sideways, and nothing under `root` is cut.
 * "Cut" is any of:
 * - a visible element that hides what overflows it (overflow hidden/clip, or an ellipsis) whose content is
 *   wider than its box (a badge 'REDUÇÃO D…', a cell, a segmented control running off its card);
 * - an element whose right edge passes the viewport's outside any horizontal scroll container;
 * - in a chart's SVG, a text past the SVG's edges (a clipped tick 'R$ 16 m'), a text ending in '…', or two
 *   texts that overlap (colliding axis labels).
 * Screen-reader-only content (Mantine's VisuallyHidden) and elements without text (a switch's track, a
 * scrollbar's thumb) are not cut. A wide table in its own horizontal scroller is not cut either, unless
 * `scrollers` is 'forbid' (on a wide screen, every column should show).
 */
import type { Locator, Page } from 'playwright';
import { expect } from 'vitest';

export async function layoutProblems(
  page: Page,
  root: string,
  /** 'forbid': a horizontal scroll container that has to scroll (its content wider than it) is a problem too. */
  scrollers: 'allow' | 'forbid' = 'allow',
): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, scrollersRule]) => {
      const problems: string[] = [];
      const doc = document.scrollingElement ?? document.documentElement;
      if (doc.scrollWidth > doc.clientWidth)
        problems.push(
          `the page scrolls sideways: scrollWidth ${doc.scrollWidth} > clientWidth ${doc.clientWidth}`,
        );
      const viewport = doc.clientWidth;
      const area = document.querySelector(rootSelector);
      if (!area) return [...problems, `no ${rootSelector}`];

      const name = (el: Element) => {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        const field =
          el instanceof HTMLInputElement
            ? ` ${el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? ''}=${el.value}`
            : '';
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${field}> "${text}"`;
      };
      const screenReaderOnly = (el: Element) => !!el.closest('[class*="VisuallyHidden"]');
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const s = getComputedStyle(el);
        return s.visibility !== 'hidden' && s.display !== 'none';
      };
      const inScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll') return true;
        }
        return false;
      };

      for (const el of [area, ...area.querySelectorAll<HTMLElement>('*')]) {
        if (!(el instanceof HTMLElement) || screenReaderOnly(el) || !visible(el)) continue;
        const s = getComputedStyle(el);
        const hides = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
        // Only what holds text can be cut (a switch's track or a scrollbar's thumb hides its own parts).
        const holdsText =
          el instanceof HTMLInputElement ? el.value.trim() !== '' : (el.textContent ?? '').trim() !== '';
        if (hides && holdsText && el.scrollWidth > el.clientWidth + 1)
          problems.push(`cut: ${name(el)} (content ${el.scrollWidth} px in ${el.clientWidth} px)`);
        const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll';
        if (scrollersRule === 'forbid' && scrolls && holdsText && el.scrollWidth > el.clientWidth + 1)
          problems.push(
            `scrolls sideways: ${name(el)} (content ${el.scrollWidth} px in ${el.clientWidth} px)`,
          );
        const r = el.getBoundingClientRect();
        if (r.right > viewport + 1 && !inScroller(el))
          problems.push(`past the right edge: ${name(el)} (right ${Math.round(r.right)} > ${viewport})`);
      }

      for (const svg of area.querySelectorAll('[data-testid="chart"] svg')) {
        if (!visible(svg) || inScroller(svg)) continue;
        const box = svg.getBoundingClientRect();
        const texts = [...svg.querySelectorAll('text')]
          .filter((t) => (t.textContent ?? '').trim() !== '')
          .map((t) => ({ t, r: t.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0);
        for (const { t, r } of texts) {
          if (
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1
          )
            problems.push(`chart text past the chart's edge: "${t.textContent}"`);
          if ((t.textContent ?? '').includes('…')) problems.push(`chart text cut short: "${t.textContent}"`);
        }
        for (let i = 0; i < texts.length; i++)
          for (let j = i + 1; j < texts.length; j++) {
            const a = texts[i].r;
            const b = texts[j].r;
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1)
              problems.push(
                `chart texts overlap: "${texts[i].t.textContent}" and "${texts[j].t.textContent}"`,
              );
          }
      }
      return [...new Set(problems)];
    },
    [root, scrollers] as const,
  );
}

/** The sizes a kitchen screen is looked at: a phone, a tablet both ways and a desktop. */
export const KITCHEN_SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 800, height: 1280 },
  { width: 1440, height: 900 },
] as const;

/** The smallest height of a touch target (a button, a field). */
const TOUCH_PX = 44;

/**
 * A screen looked at on each size: a full-page screenshot in test-results/<name>-<w>x<h>.png (to look at, not
 * kept), no layout problem under `root`, and every element of `targets` (found under `root`) at least 44 px tall.
 */
export async function checkedAtSizes(
  page: Page,
  name: string,
  root: string,
  sizes: readonly { width: number; height: number }[],
  targets: (area: Locator) => Locator[],
): Promise<void> {
  for (const size of sizes) {
    const at = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    await page.locator(root).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/${name}-${at}.png`, fullPage: true });
    expect(await layoutProblems(page, root), at).toEqual([]);
    for (const target of targets(page.locator(root))) {
      const small = await target.evaluateAll(
        (els, px) =>
          els
            .filter((e) => e.getBoundingClientRect().height < px)
            .map((e) => e.getAttribute('aria-label') ?? e.textContent),
        TOUCH_PX,
      );
      expect(small, at).toEqual([]);
    }
  }
}
