import { APP_INTERCEPTOR } from '@nestjs/core';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api/api-extensions';
import { InputBoundsInterceptor } from './api/input-bounds.interceptor';
import { RegistrationValidationInterceptor } from './api/registration-validation.interceptor';
import { INPUT_RULES, type InputRule } from './services/input-bounds';
import { DarPasswordValidationStrategy } from './services/password-policy';
import { REGISTRATION_RULES, type RegistrationRule } from './services/registration-rules';

/**
 * Shopper accounts by the spec's rules (docs/product-spec.md §5). `registerCustomerAccount` (stock, with the phone
 * number) refuses names with digits or symbols, emails with capitals or spaces and invalid phone
 * numbers with `RegistrationValidationError { violations { field rule message } }`; passwords
 * without spaces, in English, at least 8 long, everywhere one is set (stock
 * `PasswordValidationError`). Email verification stays on: the account works once the emailed
 * link is followed. Every string a shopper writes through the Shop API is bounded (length, no
 * control characters) and a profile update keeps the sign-up rules for names: a USER_INPUT_ERROR
 * in the request's language with `extensions { field rule }` (services/input-bounds.ts).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [
    { provide: APP_INTERCEPTOR, useClass: RegistrationValidationInterceptor },
    { provide: APP_INTERCEPTOR, useClass: InputBoundsInterceptor },
  ],
  shopApiExtensions: { schema: shopApiExtensions },
  configuration: (config) => {
    config.authOptions.passwordValidationStrategy = new DarPasswordValidationStrategy();
    return config;
  },
})
export class AccountsPlugin implements OnApplicationBootstrap {
  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    for (const language of ['en', 'ar'] as const) {
      const cases = (Object.keys(REGISTRATION_RULES) as RegistrationRule[])
        .map((rule) => `${rule} {${REGISTRATION_RULES[rule][language]}}`)
        .join(' ');
      this.i18n.addTranslation(language, {
        errorResult: { REGISTRATION_VALIDATION_ERROR: `{rule, select, ${cases} other {}}` },
      });
      const inputCases = (Object.keys(INPUT_RULES) as InputRule[])
        .map((rule) => `${rule} {${INPUT_RULES[rule][language]}}`)
        .join(' ');
      this.i18n.addTranslation(language, {
        error: { 'dar-input-violation': `{rule, select, ${inputCases} other {}}` },
      });
    }
  }
}
