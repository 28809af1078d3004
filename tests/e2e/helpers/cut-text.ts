/**
 * Text a screen cuts: a badge whose label overflows (scrollWidth beyond clientWidth, shown with '…'), an input
 * or select whose value is wider than the room inside it (measured in the element's own font, as inputs keep
 * their overflow to themselves), and a textarea (the pickers' wrapping field) whose text, or placeholder, needs
 * more lines or width than it shows.
 */
import type { Page } from 'playwright';

export interface CutText {
  text: string;
  /** What the text needs and what it has, in px. */
  needs: number;
  has: number;
}

/** The visible badges, inputs and selects under `selector` whose text does not fit. */
export function cutTexts(page: Page, selector: string): Promise<CutText[]> {
  return page.evaluate((selector) => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const cut: CutText[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const elements = root.querySelectorAll<HTMLElement>(
        '.mantine-Badge-label, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea',
      );
      for (const el of elements) {
        if (!el.checkVisibility()) continue;
        if (el instanceof HTMLTextAreaElement) {
          const text = el.value || el.placeholder;
          if (text && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1))
            cut.push({ text, needs: el.scrollHeight, has: el.clientHeight });
          continue;
        }
        if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) {
          const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value;
          if (!text) continue;
          const style = getComputedStyle(el);
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const needs = ctx.measureText(text).width;
          const has =
            el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          if (needs > has + 1) cut.push({ text, needs: Math.round(needs), has: Math.round(has) });
        } else if (el.scrollWidth > el.clientWidth + 1) {
          cut.push({ text: el.textContent ?? '', needs: el.scrollWidth, has: el.clientWidth });
        }
      }
    }
    return cut;
  }, selector);
}

/** The page itself scrolls sideways (a table may, inside its own scroll container). */
export const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
