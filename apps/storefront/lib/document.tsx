// @dar/tokens' and @dar/ui's stylesheets as one file: one request fewer before the first paint.
import '@dar/ui/all.css';
import { localeConfig, type Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { ReactNode } from 'react';
import { readBuildId } from './build-id';
import { rootClientMessages } from './client-messages';
import { WebFonts } from './fonts';
import { NewBuildOffer } from './new-build-offer';
import { LoginPopupSlot } from './auth/login-popup';
import { PersonalProvider } from '@dar/commerce-hooks/personal';
import { ShopperActionsBridge } from './personal/ShopperActionsBridge';
import { DeferredToastRegion } from './shell/DeferredToastRegion';
import { SESSION_HINT_COOKIE } from './session-hint';
import { ShopUiProvider } from './shop-ui-provider';

/**
 * `<html>` in the locale's language and direction, with fonts, styles, the ui providers and the
 * shopper's own state (loaded after hydration; the server-rendered sections' leaves read it
 * through `ShopperActionsBridge`), and the toasts that report what it did (their code
 * loaded with the first). The
 * messages go to the browser parsed, so react-intl's ICU parser stays on the server (next.config.ts),
 * and only those client components on every page use (lib/client-messages.ts): the account,
 * checkout, auth and product layouts add their own.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { htmlLang, dir } = localeConfig[locale];
  return (
    <html lang={htmlLang} dir={dir}>
      <body>
        <WebFonts locale={locale} />
        <ShopUiProvider
          locale={locale}
          messages={rootClientMessages(locale)}
          loadingLabel={getIntl(locale).formatMessage({ id: 'ui.loading' })}
        >
          <PersonalProvider locale={locale} sessionHint={SESSION_HINT_COOKIE}>
            <ShopperActionsBridge locale={locale}>{children}</ShopperActionsBridge>
            <LoginPopupSlot />
            <DeferredToastRegion />
          </PersonalProvider>
          <NewBuildOffer currentBuildId={readBuildId()} />
        </ShopUiProvider>
      </body>
    </html>
  );
}
