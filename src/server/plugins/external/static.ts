import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRoute, SIGNED_OUT_SHELL } from '@domain/access';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the build writes in route-preloads.json: the files of the signed-in shell and of each screen. */
interface RoutePreloads {
  shell: string[];
  screens: Record<string, string[]>;
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/** What a page with a shell is built with. */
interface ShellPage {
  /** The shell's HTML, put in #root. */
  shell: string;
  /** The screen's files (paths from the root), fetched once the shell is painted. */
  files: readonly string[];
  /**
   * The shell is the login form ('/', for whoever is signed out): /shell-session.js marks the page of a
   * signed-in start before it is painted, and a style hides the shell there, so a signed-in user never sees a
   * login form flash by.
   */
  signedOut?: boolean;
}

/** The entry module's tag, as Vite writes it in index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with a prerendered shell (dist/screen-shells.json) in #root, inert, until the app renders over it
 * (src/app/main.tsx). The screen's files (`files`) are announced by /screen-shell.js once the shell is
 * painted, not in the head, where they would compete with the CSS of that first paint. Null when the page has
 * no empty #root.
 */
export function withShell(index: string, { shell, files, signedOut = false }: ShellPage): string | null {
  const at = index.indexOf('</head>');
  if (at < 0 || !index.includes('<div id="root"></div>')) return null;
  const session = signedOut
    ? '<script src="/shell-session.js"></script>' +
      '<style>html[data-session] [data-signed-out-shell]{display:none}</style>'
    : '';
  // The entry module is fetched with the page (modulepreload) but run by /screen-shell.js once the shell is
  // painted: a module in the head may start running just before the first frame is shown, and then that frame
  // waits for it.
  const entry = index.slice(0, at).match(ENTRY_SCRIPT);
  const head = entry
    ? index.slice(0, at).replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    : index.slice(0, at);
  const runs = entry ? ` data-entry="${entry[1]}"` : '';
  const announce = `<script src="/screen-shell.js" async${runs} data-preload="${files.join(' ')}"></script>`;
  const wrapper = `<div inert aria-hidden="true"${signedOut ? ' data-signed-out-shell' : ''}>`;
  return `${head}${session}${announce}${index.slice(at)}`
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace('<div id="root"></div>', `<div id="root">${wrapper}${shell}</div></div>`);
}

/**
 * The page for each screen: index.html announcing the shell's and the screen's files (modulepreload), so the
 * browser fetches them with the entry instead of after it; an entry screen's page also carries its
 * prerendered shell. Built once per route; '/' gets the login form's shell (the signed-out start), any other
 * address index.html as built. Null when the build has no preload list.
 */
function screenPages(root: string): ((path: string) => string | null) | null {
  const preloads = readJson<RoutePreloads>(join(root, 'route-preloads.json'));
  if (!preloads) return null;
  const shells = readJson<Record<string, string>>(join(root, 'screen-shells.json')) ?? {};
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const pages = new Map<string, string>();
  const login = shells[SIGNED_OUT_SHELL];
  const signedOut = login ? withShell(index, { shell: login, files: [], signedOut: true }) : null;
  return (path) => {
    if (path === SIGNED_OUT_SHELL) return signedOut;
    const route = findRoute(path);
    if (!route) return null;
    let page = pages.get(route.path);
    if (page === undefined) {
      const files = [...new Set([...preloads.shell, ...(preloads.screens[route.path] ?? [])])].map(
        (f) => `/${f}`,
      );
      const shell = shells[route.path];
      page = (shell && withShell(index, { shell, files })) || withPreloads(index, files);
      pages.set(route.path, page);
    }
    return page;
  };
}

/** index.html announcing `files` (paths from the root) with <link rel="modulepreload">, before its scripts. */
function withPreloads(index: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  const at = index.includes('</head>') ? index.indexOf('</head>') : index.indexOf('<script');
  return at < 0 ? `${index}${links}` : `${index.slice(0, at)}${links}${index.slice(at)}`;
}

/**
 * Serves the built PWA with an SPA fallback; the API keeps its JSON 404s. The build writes a .br and a .gz
 * beside each text file, sent as the client accepts (preCompressed). Source maps stay private: the build
 * keeps them (hidden, for reading production stack traces) but they are never served.
 */
export default fp(
  async (app: FastifyInstance, opts: { dir: string }) => {
    const root = resolve(opts.dir);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'PWA não compilada: rode "npm run build" para servir o app');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        if (/[\\/]assets[\\/]/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    const screenPage = screenPages(root);
    // Files of dist/ are served by name; anything else that is a page navigation gets index.html.
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const path = decodeURIComponent(request.url.split('?')[0]);
      if (path.startsWith('/api/')) {
        return reply
          .code(404)
          .send({ statusCode: 404, error: 'Not Found', message: `Rota ${path} não existe` });
      }
      if (path.endsWith('.map')) return reply.code(404).send('Not found');
      const file = join(root, path);
      if (path !== '/' && file.startsWith(root) && existsSync(file) && !path.endsWith('/')) {
        return reply.sendFile(path.slice(1));
      }
      if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send('Not found');
      const page = screenPage?.(path);
      if (page) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
      return reply.sendFile('index.html');
    });
  },
  { name: 'static' },
);
