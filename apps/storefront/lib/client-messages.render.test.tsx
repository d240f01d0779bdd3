// @vitest-environment happy-dom
import { messagesFor, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { UiProvider } from '@dar/ui';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScopeMessages, rootClientMessages } from './client-messages';

afterEach(cleanup);

function Words({ ids }: { ids: string[] }) {
  const intl = useIntl();
  return <p>{ids.map((id) => intl.formatMessage({ id })).join(' | ')}</p>;
}

describe("a layout's client messages", () => {
  it.each<Locale>(['ar', 'en'])(
    '%s: a scope adds its own to the root subset, which alone lacks them',
    (locale) => {
      const messages = messagesFor(locale);
      const root = rootClientMessages(locale);
      expect(Object.keys(root)).not.toContain('account.cancel.open');
      const { getByText } = render(
        <UiProvider locale={locale} messages={root}>
          <ScopeMessages locale={locale} scope="account">
            <Words ids={['ui.pagination.label', 'account.cancel.open']} />
          </ScopeMessages>
        </UiProvider>,
      );
      expect(
        getByText(`${messages['ui.pagination.label']} | ${messages['account.cancel.open']}`),
      ).toBeTruthy();
    },
  );
});
