import '@fontsource-variable/cairo';
import '@fontsource-variable/inter';
import '@dar/tokens/styles.css';
import '@dar/ui/styles.css';

import type { Preview } from '@storybook/react-vite';

import { withDirectionAndLocale } from './decorators';

const preview: Preview = {
  globalTypes: {
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'rtl', title: 'Right to left' },
          { value: 'ltr', title: 'Left to right' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the copy and of React Aria',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية', right: 'ar-EG' },
          { value: 'en', title: 'English', right: 'en-US' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Arabic first, like the shop.
  initialGlobals: { dir: 'rtl', locale: 'ar' },
  decorators: [withDirectionAndLocale],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test, in both directions.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
