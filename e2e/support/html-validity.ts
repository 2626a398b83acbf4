/**
 * The W3C Nu HTML Checker (the npm package `vnu-jar`, run with Java) over pages as the browser
 * holds them. The JVM takes seconds to start, so a spec collects the DOM of every state it visits
 * and checks them all in one run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/** Java from the PATH (Debian's default-jre-headless), or JAVA_PATH on a developer laptop. */
const javaPath = process.env.JAVA_PATH ?? 'java';

interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

/**
 * The live DOM with its doctype: what the browser made of the served HTML plus everything React
 * and the libraries rendered into it (taken before axe injects its script).
 */
export function serialisedDom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '';
    return `${doctype}\n${document.documentElement.outerHTML}`;
  });
}

/** The checker's errors (not warnings) for each named document, in one Java run. */
export async function vnuErrors(
  documents: ReadonlyMap<string, string>,
): Promise<Map<string, VnuMessage[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-vnu-'));
  try {
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of documents) {
      index += 1;
      const file = join(dir, `state-${index}.html`);
      writeFileSync(file, html);
      files.set(basename(file), name);
    }
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        javaPath,
        [
          '-jar',
          vnuJar,
          '--errors-only',
          // Guessing the text's language only ever gives a warning: a second saved on each run.
          '--no-langdetect',
          '--format',
          'json',
          ...[...files.keys()].map((file) => join(dir, file)),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
        // The checker exits 1 when it found errors: the JSON on stderr says which.
        (error, _stdout, stderr) => {
          if (stderr.trimStart().startsWith('{')) resolve(stderr);
          else if (error?.code === 'ENOENT')
            reject(
              new Error(
                `No Java at ${javaPath}: run node scripts/ensure-test-tools.mjs, or set JAVA_PATH`,
              ),
            );
          else reject(error ?? new Error(`vnu wrote no JSON: ${stderr}`));
        },
      );
    });
    const parsed = JSON.parse(output) as { messages: (VnuMessage & { url?: string })[] };
    const byDocument = new Map<string, VnuMessage[]>(
      [...documents.keys()].map((name) => [name, []]),
    );
    for (const { url, ...message } of parsed.messages) {
      const name = url ? files.get(basename(new URL(url).pathname)) : undefined;
      // A message about no file (the checker itself failing) must not pass unseen.
      if (!name) throw new Error(`vnu: ${message.type}: ${message.message}`);
      if (message.type === 'error' || message.subType === 'fatal')
        byDocument.get(name)?.push(message);
    }
    return byDocument;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Markup a library writes that the checker refuses, where the library gives no way around it. */
export interface AllowedFinding {
  name: string;
  /** Which library writes it and why it is allowed. */
  why: string;
  /** The checker's message, exactly. */
  message: string;
  /** Where it is: pieces the checker's extract of the offending markup holds, every one. */
  extractIncludes: readonly string[];
}

export const isAllowed = (finding: VnuMessage, allowed: AllowedFinding) =>
  finding.message === allowed.message &&
  allowed.extractIncludes.every((piece) => (finding.extract ?? '').includes(piece));

/**
 * The findings to read in a failed assertion: one line per distinct message, with how often it
 * came and the first place (the checker's extract of the markup).
 */
export function summarise(findings: readonly VnuMessage[]): string[] {
  const byMessage = new Map<string, { count: number; extract: string }>();
  for (const { message, extract } of findings) {
    const seen = byMessage.get(message);
    if (seen) seen.count += 1;
    else byMessage.set(message, { count: 1, extract: (extract ?? '').replace(/\s+/g, ' ').trim() });
  }
  return [...byMessage].map(
    ([message, { count, extract }]) => `${count} × ${message}  (first: ${extract})`,
  );
}
