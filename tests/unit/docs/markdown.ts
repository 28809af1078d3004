/**
 * Reading the project's Markdown for the docs tests: headings with their GitHub anchors, relative links, and
 * the cells of a table under a heading. Fenced code and inline code are left out of links and tables' text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..');

export const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every file under `dir` (relative to the project), skipping dependency and build folders. */
export function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(entry.name)) out.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

const withoutFences = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '');

export const headings = (text: string): string[] =>
  withoutFences(text)
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => line.replace(/^#{1,6}\s+/, '').trim());

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters of any script kept), spaces → '-'. */
export const anchorOf = (heading: string): string =>
  heading
    .replace(/[`*]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The targets of the inline links `[text](target)` outside code. */
export const linkTargets = (text: string): string[] =>
  [
    ...withoutFences(text)
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ].map((m) => m[1]);

/** The rows of the first table after the heading `title`, as arrays of trimmed cells (header and rule left out). */
export function tableRows(text: string, title: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#{1,6}\s/.test(line) && line.replace(/^#+\s+/, '') === title);
  if (start < 0) throw new Error(`no heading '${title}'`);
  const first = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first + 2; i < lines.length && lines[i].startsWith('|'); i++) {
    rows.push(
      lines[i]
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The contents of the `code spans` of a cell. */
export const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
