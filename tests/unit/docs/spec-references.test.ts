/**
 * Every "spec §N" / "spec §N.M" (or bare "§N") reference in src/, sw/, tests/, scripts/ and docs/ names a
 * section of docs/contract/: a heading there carries that number. References to other documents are cited with
 * their name ("RFC 8291 §3.4") and left out. Also: README.md stays an entry page (under 150 lines), no file
 * points at the contract outside the repository, and every relative link of README.md and docs/ reaches an
 * existing file (and heading, when it names one), and every project path they quote (`src/…`, `tests/…`…)
 * still exists: files move, and the docs must follow.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, filesUnder, headings, linkTargets, read, root } from './markdown';

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sh|sql|json|html|css)$/;
const sources = ['src', 'sw', 'tests', 'scripts', 'docs'].flatMap((dir) =>
  filesUnder(dir, (name) => TEXT_FILE.test(name)),
);

/** A § reference, and the few characters before it (to tell another document's apart). */
const SECTION = /§(\d+(?:\.\d+)*)/g;
const OTHER_DOCUMENT = /\b(RFC|ISO|IEC|ECMA)[\s-]*\d+\s*$/i;

interface Reference {
  file: string;
  line: number;
  section: string;
}

function referencesIn(file: string): Reference[] {
  const out: Reference[] = [];
  read(file)
    .split('\n')
    .forEach((text, i) => {
      for (const match of text.matchAll(SECTION)) {
        const before = text.slice(Math.max(0, (match.index ?? 0) - 16), match.index);
        if (!OTHER_DOCUMENT.test(before)) out.push({ file, line: i + 1, section: match[1] });
      }
    });
  return out;
}

const contractFiles = filesUnder('docs/contract', (name) => name.endsWith('.md'));
const contractSections = new Set(
  contractFiles.flatMap((file) =>
    headings(read(file)).flatMap((heading) => {
      const match = /^§?(\d+(?:\.\d+)*)\.?\s/.exec(heading);
      return match ? [match[1]] : [];
    }),
  ),
);

const markdownFiles = ['README.md', ...filesUnder('docs', (name) => name.endsWith('.md'))];

describe('spec references', () => {
  const references = sources.flatMap(referencesIn);

  it('are found across the project', () => {
    expect(references.filter((ref) => ref.file.startsWith('src/')).length).toBeGreaterThan(100);
    expect(references.filter((ref) => ref.file.startsWith('tests/')).length).toBeGreaterThan(50);
  });

  it('each name a heading of docs/contract/', () => {
    expect(contractSections.size).toBeGreaterThanOrEqual(9);
    const unresolved = references
      .filter((ref) => !contractSections.has(ref.section))
      .map((ref) => `${ref.file}:${ref.line} §${ref.section}`);
    expect(unresolved).toEqual([]);
  });

  it('never point outside the repository for the contract', () => {
    const outside = sources
      .filter((file) => file !== 'tests/unit/docs/spec-references.test.ts')
      .filter((file) => /shared\/spec\.md/.test(read(file)));
    expect(outside).toEqual([]);
  });
});

describe('README.md and docs/', () => {
  it('README.md stays an entry page: under 150 lines', () => {
    expect(read('README.md').split('\n').length).toBeLessThan(150);
  });

  it('every relative link reaches an existing file and heading', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const target of linkTargets(read(file))) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path, anchor] = target.split('#');
        const destination = path ? join(dirname(file), decodeURI(path)) : file;
        if (!existsSync(join(root, destination))) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        if (anchor && destination.endsWith('.md')) {
          const anchors = new Set(headings(read(destination)).map(anchorOf));
          if (!anchors.has(decodeURIComponent(anchor))) broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every quoted project path exists', () => {
    const stale: string[] = [];
    for (const file of markdownFiles) {
      for (const match of read(file).matchAll(/`((?:src|sw|tests|scripts|drizzle|samples)\/[^`\s]*)`/g)) {
        const path = match[1];
        if (/[<…*{]/.test(path)) continue;
        if (!existsSync(join(root, path))) stale.push(`${file}: ${path}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
