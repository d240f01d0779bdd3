import '@dar/tokens/styles.css';
import '@dar/ui/styles.css';
import { localeConfig, messagesFor, type Locale } from '@dar/i18n';
import { ToastRegion } from '@dar/ui';
import type { ReactNode } from 'react';
import { readBuildId } from './build-id';
import { fontVariables } from './fonts';
import { NewBuildOffer } from './new-build-offer';
import { LoginPopupSlot } from './auth/login-popup';
import { PersonalProvider } from './personal/personal';
import { ShopUiProvider } from './shop-ui-provider';

/**
 * `<html>` in the locale's language and direction, with fonts, styles, the ui providers and the
 * shopper's own state (loaded after hydration), and the toasts that report what it did.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { htmlLang, dir } = localeConfig[locale];
  return (
    <html lang={htmlLang} dir={dir} className={fontVariables}>
      <body>
        <ShopUiProvider locale={locale} messages={messagesFor(locale)}>
          <PersonalProvider locale={locale}>
            {children}
            <LoginPopupSlot />
            <ToastRegion />
          </PersonalProvider>
          <NewBuildOffer currentBuildId={readBuildId()} />
        </ShopUiProvider>
      </body>
    </html>
  );
}
