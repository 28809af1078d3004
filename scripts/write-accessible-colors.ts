/**
 * Writes src/app/lib/accessible-colors.ts: Mantine's palette darkened to WCAG AA (src/app/lib/palette.ts),
 * computed here once instead of at every start of the app. Run again after upgrading @mantine/core (the theme's
 * test fails until then): `npx tsx scripts/write-accessible-colors.ts`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { accessiblePalette } from '@app/lib/palette';
import { DEFAULT_THEME } from '@mantine/core';

const palette = accessiblePalette(DEFAULT_THEME.colors);
const entries = Object.entries(palette)
  .map(([name, shades]) => `  ${name}: [${shades.map((s) => `'${s}'`).join(', ')}],`)
  .join('\n');
const file = resolve(import.meta.dirname, '../src/app/lib/accessible-colors.ts');
writeFileSync(
  file,
  `/**
 * Mantine's palette with shades 6–9 darkened to read at WCAG AA (accessiblePalette in src/app/lib/palette.ts),
 * computed ahead of time by scripts/write-accessible-colors.ts: the theme is built at every start, in the entry
 * chunk, and this arithmetic cost it several milliseconds on a slow tablet. Do not edit by hand.
 */
import type { MantineColorsTuple } from '@mantine/core';

export const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = {
${entries}
};
`,
);
execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'inherit' });
console.log(`escrito ${file}`);
