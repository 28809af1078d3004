/**
 * Renders a notification's HTML (txtMensagem) safely: the markup is parsed with DOMParser and rebuilt as
 * React elements from an allow-list. No attribute survives (no on* handlers, styles or ids); a link is kept
 * only when its href is a path of this app ('/…'); any other element becomes its text; script-like elements
 * are dropped with their content. The server's HTML never reaches the DOM as HTML.
 */
import { Anchor } from '@mantine/core';
import { type MouseEvent, type ReactNode, useMemo, useRef } from 'react';

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'span', 'ul', 'ol', 'li']);

/** Elements whose content is code or embedded media, not text: dropped whole. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'canvas',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'link',
  'meta',
  'head',
  'title',
  'base',
]);

/**
 * An href that is a path of this app: starts with one '/', no backslash, no whitespace or control
 * characters (so neither '//host', '/\host' nor 'javascript:' can pass), and resolves to this origin.
 */
export function isAppPath(href: string | null | undefined): href is string {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\s\u0000-\u001f\u007f]/.test(href)) return false;
  try {
    const base = window.location.origin;
    return new URL(href, base).origin === base;
  } catch {
    return false;
  }
}

type NavigateHandler = (href: string) => void;

function renderNodes(
  nodes: NodeListOf<ChildNode>,
  onNavigate: NavigateHandler | undefined,
  parentTag = '',
): ReactNode[] {
  const list = parentTag === 'ul' || parentTag === 'ol';
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    // A list holds only items: blank text between them goes, anything else becomes an item.
    if (list && node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) return;
    const rendered = renderNode(node, index, onNavigate);
    if (rendered === null) return;
    const isItem = node.nodeType === Node.ELEMENT_NODE && (node as Element).tagName.toLowerCase() === 'li';
    // biome-ignore lint/suspicious/noArrayIndexKey: the nodes of a parsed message never reorder
    out.push(list && !isItem ? <li key={index}>{rendered}</li> : rendered);
  });
  return out;
}

function renderNode(node: ChildNode, key: number, onNavigate: NavigateHandler | undefined): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = renderNodes(element.childNodes, onNavigate, tag);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim();
    if (!isAppPath(href)) return <span key={key}>{children}</span>;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        !onNavigate ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      onNavigate(href);
    };
    return (
      <Anchor key={key} href={href} onClick={onClick} fw={600} inherit>
        {children}
      </Anchor>
    );
  }
  if (ALLOWED.has(tag)) {
    const Tag = tag as 'p';
    return (
      <Tag key={key} style={tag === 'p' ? { margin: 0 } : undefined}>
        {children}
      </Tag>
    );
  }
  // Anything else: its (sanitised) content, without the element.
  return <span key={key}>{children}</span>;
}

/** The React nodes of an HTML string, rebuilt from the allow-list. */
function sanitizeHtml(html: string | null | undefined, onNavigate?: NavigateHandler): ReactNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return renderNodes(doc.body.childNodes, onNavigate);
}

/**
 * The HTML of a message as safe React elements. Links to app paths call onNavigate (client-side navigation)
 * on a plain left click; without onNavigate they are ordinary same-origin links.
 */
export function SafeHtml({
  html,
  onNavigate,
}: {
  html: string | null | undefined;
  onNavigate?: NavigateHandler;
}) {
  // The handler is read at click time, so a new closure on each render does not re-parse the HTML.
  const handler = useRef(onNavigate);
  handler.current = onNavigate;
  const withHandler = onNavigate !== undefined;
  const nodes = useMemo(
    () => sanitizeHtml(html, withHandler ? (href) => handler.current?.(href) : undefined),
    [html, withHandler],
  );
  return <>{nodes}</>;
}
