import fs from 'node:fs/promises';
import path from 'node:path';
import type { Injector, RequestContext } from '@vendure/core';
import type { LoadTemplateInput, Partial, TemplateLoader } from '@vendure/email-plugin';
import { type EmailLanguage, toEmailLanguage } from './email-language';

/**
 * Loads `<type>/body.<lang>.mjml` for the email's language (the `lang` template variable, chosen
 * by the handler: see email-language.ts), and the partials in `partials/*.mjml`.
 *
 * Handlebars + MJML files are named `.mjml` rather than `.hbs`: Prettier would parse `.hbs` as
 * Glimmer, which has no partials.
 */
export class BilingualTemplateLoader implements TemplateLoader {
  constructor(private readonly templateDir: string) {}

  async loadTemplate(
    _injector: Injector,
    _ctx: RequestContext,
    { type, templateVars }: LoadTemplateInput,
  ): Promise<string> {
    const language: EmailLanguage = toEmailLanguage((templateVars as { lang?: string }).lang);
    return fs.readFile(path.join(this.templateDir, type, `body.${language}.mjml`), 'utf-8');
  }

  async loadPartials(): Promise<Partial[]> {
    const dir = path.join(this.templateDir, 'partials');
    const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.mjml'));
    return Promise.all(
      files.map(async (file) => ({
        name: path.basename(file, '.mjml'),
        content: await fs.readFile(path.join(dir, file), 'utf-8'),
      })),
    );
  }
}
