import path from 'node:path';
import { PluginCommonModule, type Type, VendurePlugin } from '@vendure/core';
import { EmailPlugin } from '@vendure/email-plugin';
import { bilingual } from '../../common/labels';
import type { CommerceEnvironment } from '../../environment';
import { CustomerLanguageService } from './services/customer-language.service';
import { EMAIL_LANGUAGES } from './services/email-language';
import { createEmailHandlers } from './services/email-handlers';
import { BilingualTemplateLoader } from './services/template-loader';

/** Templates beside this file: `src/…` when run from source, `dist/…` once built (copied). */
export const EMAIL_TEMPLATE_DIR = path.join(__dirname, 'templates');

/** The dev mailbox's path on the server: http://localhost:3001/mailbox. */
export const MAILBOX_ROUTE = 'mailbox';

/**
 * The customer's language for emails that staff cause: `Customer.customFields.preferredLanguage`
 * (`ar` or `en`), kept up to date from the shopper's Shop API requests, and writable by the
 * shopper (`updateCustomer`) to choose the language of their emails.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [CustomerLanguageService],
  configuration: (config) => {
    config.customFields.Customer.push({
      name: 'preferredLanguage',
      type: 'string',
      public: true,
      nullable: false,
      defaultValue: 'ar',
      options: EMAIL_LANGUAGES.map((value) => ({
        value,
        label: value === 'ar' ? bilingual('العربية', 'Arabic') : bilingual('الإنجليزية', 'English'),
      })),
      label: bilingual('لغة المراسلات', 'Language of emails'),
    });
    return config;
  },
})
export class EmailLanguagePlugin {}

/**
 * Vendure's EmailPlugin with our bilingual handlers and templates: SMTP when configured (always
 * in production), otherwise the dev mailbox under DATA_DIR served at /mailbox.
 */
export function configureEmailPlugin(
  settings: Pick<CommerceEnvironment, 'email' | 'storefrontUrl' | 'staffEmail'>,
): Type<EmailPlugin> {
  const common = {
    handlers: createEmailHandlers({
      storefrontUrl: settings.storefrontUrl,
      staffEmail: settings.staffEmail,
    }),
    templateLoader: new BilingualTemplateLoader(EMAIL_TEMPLATE_DIR),
    globalTemplateVars: { fromAddress: settings.email.from },
  };
  const { email } = settings;
  if (email.kind === 'mailbox') {
    return EmailPlugin.init({
      ...common,
      devMode: true,
      outputPath: email.outputDir,
      route: MAILBOX_ROUTE,
    });
  }
  return EmailPlugin.init({
    ...common,
    transport: {
      type: 'smtp',
      host: email.host,
      port: email.port,
      secure: email.secure,
      auth: email.auth,
    },
  });
}
