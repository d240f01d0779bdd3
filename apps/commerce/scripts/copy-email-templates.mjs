// `tsc` compiles only TypeScript: the built server also needs the email templates beside the
// compiled email plugin (dist/plugins/email/templates), where it looks for them at run time.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../src/plugins/email/templates', import.meta.url));
const to = fileURLToPath(new URL('../dist/plugins/email/templates', import.meta.url));
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
