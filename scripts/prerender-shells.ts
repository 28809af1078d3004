/**
 * Writes dist/screen-shells.json after `vite build`: the shells of src/app/screen-shells.tsx (the entry
 * screens rendered with react-dom/server, through Vite's SSR loader so the app's aliases and imports resolve),
 * made inert. The server puts a screen's shell in the page it sends for that address.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

/**
 * A rendered screen made a picture of itself, to stand in the page until the app renders: no ids (the app's
 * own would repeat them) nor references to ids, no test ids, no values (a date rendered at build time is not
 * today's), and nothing the keyboard can reach.
 */
export function inertShell(html: string): string {
  return html
    .replace(/\s(?:id|for|aria-labelledby|aria-describedby|aria-controls|data-testid)="[^"]*"/g, '')
    .replace(/(<input\b[^>]*?\svalue=")[^"]*"/g, '$1"')
    .replace(/<(input|button|a|textarea|select)\b(?![^>]*\stabindex=)/g, '<$1 tabindex="-1"')
    .replace(/<!--.*?-->/g, '');
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderScreenShells } = (await vite.ssrLoadModule('/src/app/screen-shells.tsx')) as {
      renderScreenShells(): Promise<Record<string, string>>;
    };
    const shells = await renderScreenShells();
    const inert = Object.fromEntries(Object.entries(shells).map(([path, html]) => [path, inertShell(html)]));
    writeFileSync(resolve(root, 'dist/screen-shells.json'), JSON.stringify(inert));
    console.log(`telas pré-renderizadas: ${Object.keys(inert).join(', ')}`);
  } finally {
    await vite.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
