import { compiledMessagesFor } from '@dar/i18n/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UiProvider } from './provider';

// Server rendering (as Next or any SSR framework does): the page must already be laid out in the
// locale's direction before any script runs, without the app writing <html dir> itself.
describe('UiProvider states the language and direction', () => {
  it('wraps an Arabic page in lang="ar" dir="rtl"', () => {
    const html = renderToString(
      <UiProvider locale="ar" messages={compiledMessagesFor('ar')}>
        <p>مرحبا</p>
      </UiProvider>,
    );
    expect(html).toMatch(/^<div lang="ar" dir="rtl" style="display:contents"><p>/);
  });

  it('wraps an English page in lang="en" dir="ltr"', () => {
    const html = renderToString(
      <UiProvider locale="en" messages={compiledMessagesFor('en')}>
        <p>Hello</p>
      </UiProvider>,
    );
    expect(html).toMatch(/^<div lang="en" dir="ltr" style="display:contents"><p>/);
  });

  it('renders no wrapper with root={false}', () => {
    const html = renderToString(
      <UiProvider locale="ar" messages={compiledMessagesFor('ar')} root={false}>
        <p>مرحبا</p>
      </UiProvider>,
    );
    expect(html).toBe('<p>مرحبا</p>');
  });
});
