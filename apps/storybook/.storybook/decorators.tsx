import type { Decorator } from '@storybook/react-vite';
import ar from '@dar/i18n/compiled/ar';
import en from '@dar/i18n/compiled/en';
import { UiProvider } from '@dar/ui';

export type Direction = 'ltr' | 'rtl';
export type StoryLocale = 'ar' | 'en';

export const readDirection = (value: unknown): Direction => (value === 'ltr' ? 'ltr' : 'rtl');
export const readLocale = (value: unknown): StoryLocale => (value === 'en' ? 'en' : 'ar');

/**
 * Direction and language for every story, from the toolbar globals (`dir`, `locale`).
 *
 * The attributes go on <html>, as the storefront's root layout does, and are set during render
 * rather than in an effect so the first paint (and the first screenshot) is already right.
 *
 * The app-wide providers come from UiProvider, exactly as the storefront's root layout uses them
 * (React Aria's locale and our ICU catalogue).
 */
export const withDirectionAndLocale: Decorator = (Story, { globals }) => {
  const dir = readDirection(globals.dir);
  const locale = readLocale(globals.locale);
  document.documentElement.dir = dir;
  document.documentElement.lang = locale;

  return (
    // root={false}: the toolbar's direction may differ from the language's (an LTR check of Arabic
    // copy); the attributes above decide, as the storefront's document does.
    <UiProvider locale={locale} messages={locale === 'en' ? en : ar} root={false}>
      <Story />
    </UiProvider>
  );
};
