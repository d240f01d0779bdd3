#!/usr/bin/env node
/**
 * Writes the per-language, precompiled catalogues: dist/compiled/ar.js and dist/compiled/en.js
 * (public entries `@dar/i18n/compiled/ar` and `@dar/i18n/compiled/en`), each the default export of
 * one language's messages already parsed by `compiledMessagesFor` (react-intl's AST).
 *
 * Why: a browser app importing `messagesFor` ships both languages and needs react-intl's ICU
 * parser to read them. Importing one of these instead ships one language, parsed; with the parser
 * aliased to its `no-parser` build (the package README shows how) the parser stays out too. The
 * storefront gets the same from the server (`compiledMessagesFor` in its layout).
 *
 * Runs after tsup (`build`), from the built server entry, so the files are exactly what
 * `compiledMessagesFor` returns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { compiledMessagesFor } = await import(pathToFileURL(path.join(dist, 'server.js')).href);
const { locales } = await import(pathToFileURL(path.join(dist, 'index.js')).href);

mkdirSync(path.join(dist, 'compiled'), { recursive: true });
for (const locale of locales) {
  const messages = JSON.stringify(compiledMessagesFor(locale));
  writeFileSync(
    path.join(dist, 'compiled', `${locale}.js`),
    `/** The ${locale} catalogue, parsed ahead (compiledMessagesFor('${locale}')). */\nexport default ${messages};\n`,
  );
  writeFileSync(
    path.join(dist, 'compiled', `${locale}.d.ts`),
    `import type { CompiledMessages } from '../messages.js';\ndeclare const messages: CompiledMessages;\nexport default messages;\n`,
  );
}
console.log(`wrote dist/compiled/{${locales.join(',')}}.js`);
