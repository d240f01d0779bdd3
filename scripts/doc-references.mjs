#!/usr/bin/env node
/**
 * Every document the code cites is in the repository.
 *
 * `node scripts/doc-references.mjs` rewrites the old citations of documents that lived outside
 * the repository into the repository's own (a codemod; running it again changes nothing):
 *   "spec §5", "Spec §5", "the spec (§5)"  → "docs/product-spec.md §5", "… (docs/product-spec.md §5)"
 *   the architecture document in capitals    → "docs/architecture.md"
 *   the payments document in capitals, "§2"  → "docs/payments.md §2"
 * `node scripts/doc-references.mjs --check` changes nothing and exits 1 listing every citation
 * that does not resolve: one of the old forms left, a `docs/….md` that is not there, a relative
 * Markdown link to a missing file, or a section sign (§) with no document named on its line or
 * the line before. tools/doc-references.test.ts runs the check with the unit tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SPEC = 'docs/product-spec.md';

/** Text files under version control that may cite a document (and the untracked ones not ignored). */
export function citingFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  return listed.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|cjs|graphql|md|ya?ml|css)$/.test(file) &&
      // The documents cited, changelogs (history, rewritten at release from changesets), and
      // this codemod and its test, whose examples are the old forms.
      !/^docs\/product-spec\.md$/.test(file) &&
      !/^(scripts\/doc-references\.mjs|tools\/doc-references\.test\.ts)$/.test(file) &&
      !/(^|\/)CHANGELOG\.md$/.test(file) &&
      existsSync(join(root, file)),
  );
}

/** The codemod on one file's text. */
export function rewrite(text) {
  return (
    text
      .replace(/(?<![\w/.-])ARCHITECTURE\.md/g, 'docs/architecture.md')
      .replace(/(?<![\w/.-])PAYMENTS\.md/g, 'docs/payments.md')
      .replace(/\b(?:[Tt]he )?[Ss]pec §/g, `${SPEC} §`)
      // "the spec (docs/product-spec.md §5)", "the spec's sign-up rules (docs/product-spec.md §5)": the section in brackets on a line that
      // names the spec.
      .split('\n')
      .map((line) => (/\bspec\b/i.test(line) ? line.replace(/\(§(?=\d)/g, `(${SPEC} §`) : line))
      .join('\n')
  );
}

const OLD_FORMS = [
  [/\b[Ss]pec §/, 'cite the spec as docs/product-spec.md §N'],
  [/(?<![\w/.-])(ARCHITECTURE|PAYMENTS|TOOLCHAIN|STYLE)\.md/, 'a document outside the repository'],
  [/\/work\/shared\b/, 'a path outside the repository'],
];

/** The citations in one file's text that do not resolve: "file:line: why". */
export function problems(file, text) {
  const found = [];
  const lines = text.split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (file.endsWith('.md') && /^\s*```/.test(line)) fenced = !fenced;
    for (const [pattern, why] of OLD_FORMS) {
      if (pattern.test(line)) found.push(`${where}: ${why}: ${line.trim()}`);
    }
    for (const [, path] of line.matchAll(/(?<![\w/.-])(docs\/[\w./-]+\.md)\b/g)) {
      if (!existsSync(join(root, path))) found.push(`${where}: ${path} is not in the repository`);
    }
    if (file.endsWith('.md') && !fenced) {
      for (const [, target] of line.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
        // A changelog appears at the first release (changesets writes it into the tarball).
        if (/^[a-z]+:/.test(target) || /(^|\/)CHANGELOG\.md$/.test(target)) continue;
        if (!existsSync(join(root, dirname(file), target)))
          found.push(`${where}: the link ${target} goes nowhere`);
      }
    }
    const named = (text = '') => /\.md\b|\bRFC \d+/.test(text);
    if (/§\s*\d/.test(line) && !named(line) && !named(lines[index - 1])) {
      found.push(`${where}: a section (§) of no named document: ${line.trim()}`);
    }
  });
  return found;
}

function main() {
  const check = process.argv.includes('--check');
  const all = [];
  let changed = 0;
  for (const file of citingFiles()) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    if (check) {
      all.push(...problems(file, text));
      continue;
    }
    const next = rewrite(text);
    if (next !== text) {
      writeFileSync(path, next);
      changed += 1;
      console.log(`rewrote ${file}`);
    }
  }
  if (!check) {
    console.log(`${changed} file(s) rewritten; run prettier on them, then --check.`);
    return;
  }
  for (const problem of all) console.error(problem);
  if (all.length > 0) {
    console.error(`\n${all.length} citation(s) do not resolve inside the repository.`);
    process.exit(1);
  }
  console.log('Every cited document is in the repository.');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
