// Code cites the repo's own docs (`docs/behaviour.md#consent-states`) instead of documents the
// repo does not hold. This keeps every such citation followable: the file exists and, when an
// anchor is given, the document has a heading with that GitHub slug.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = [
  'src',
  'sandbox',
  'stories',
  'e2e',
  'tools',
  '.storybook',
  'scripts',
  'bench',
  'docs',
];
const SCANNED_FILES = ['README.md'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|mdx|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', '.sandbox-data']);

/** `docs/<file>.md` with an optional `#anchor`, not part of a longer name (`addon-docs/…`). */
const CITATION = /(?<![\w-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown) {
  const seen = new Map();
  const slugs = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

/** Every citation in `text` that does not resolve, as 'docs/x.md#anchor: why'. */
export function brokenCitations(text, readDoc) {
  const broken = [];
  for (const [cited, file, anchor] of text.matchAll(CITATION)) {
    const doc = readDoc(file);
    if (doc === undefined) broken.push(`${cited}: no such file`);
    else if (anchor && !headingSlugs(doc).has(anchor)) broken.push(`${cited}: no such heading`);
  }
  return broken;
}

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (EXTENSIONS.test(entry.name)) {
      yield full;
    }
  }
}

function readRepoDoc(file) {
  const full = path.join(root, 'docs', file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
}

describe('docs citations', () => {
  it('slugs headings as GitHub does', () => {
    const slugs = headingSlugs(
      '# Behaviour: the rules\n## Consent session\n## Consent session\n```\n# not a heading\n```',
    );
    expect([...slugs]).toEqual(['behaviour-the-rules', 'consent-session', 'consent-session-1']);
  });

  it('reports a missing file and a missing heading', () => {
    const docs = { 'behaviour.md': '## Consent states\n' };
    const text = [
      'docs/behaviour.md#consent-states',
      'docs/behaviour.md#consent-session',
      'docs/missing.md',
      '@storybook/addon-docs/blocks',
    ].join('\n');
    expect(brokenCitations(text, (file) => docs[file])).toEqual([
      'docs/behaviour.md#consent-session: no such heading',
      'docs/missing.md: no such file',
    ]);
  });

  it('every docs/ path and anchor the repo cites exists', () => {
    const self = path.join(root, 'tools', 'docs-citations.test.js'); // its samples are made up
    const files = [
      ...SCANNED.flatMap((dir) => [...sourceFiles(path.join(root, dir))]),
      ...SCANNED_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
    ].filter((file) => file !== self);
    const broken = files.flatMap((file) =>
      brokenCitations(fs.readFileSync(file, 'utf8'), readRepoDoc).map(
        (problem) => `${path.relative(root, file)}: ${problem}`,
      ),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it("a document's links to its own headings resolve", () => {
    for (const file of fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
      const doc = readRepoDoc(file) ?? '';
      const slugs = headingSlugs(doc);
      for (const [, anchor] of doc.matchAll(/\]\(#([\w-]+)\)/g)) {
        expect(slugs, `docs/${file}#${anchor}`).toContain(anchor);
      }
    }
  });

  it('docs/behaviour.md has the anchors the team cites', () => {
    const slugs = headingSlugs(readRepoDoc('behaviour.md') ?? '');
    for (const anchor of [
      'identity-and-session',
      'application-list',
      'application-details',
      'button-enablement',
      'data-model',
      'consent-states',
      'consent-session',
      'mandate-documents',
      'validation',
      'authorisation',
      'service-calls',
      'messages',
      'constants',
      'sandbox',
    ]) {
      expect(slugs, anchor).toContain(anchor);
    }
  });
});
