/**
 * axe-core in a Playwright page: its source is evaluated in the page (through the DevTools protocol, so the
 * app's Content-Security-Policy does not block it), then `axe.run` checks the whole document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Rules held to whatever their impact: the headings' order (moderate for axe, but it costs Lighthouse's
 * accessibility score).
 */
const ALWAYS = ['heading-order'];

/**
 * The serious and critical findings of axe-core (its default rules: WCAG 2.x A/AA and best practices), and
 * those of the rules in ALWAYS.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (always) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global set by its source.
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[] }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || always.includes(v.id))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, ALWAYS);
}

/** One line per finding: rule, impact and the first targets. */
export function describeFindings(screen: string, findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${screen}: ${f.impact} ${f.id} (${f.help}) em ${f.targets.length} nó(s): ${f.targets.slice(0, 6).join(' | ')}`,
    )
    .join('\n');
}
