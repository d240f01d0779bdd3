import '@fontsource-variable/cairo';
import '@fontsource-variable/inter';
import '@dar/tokens/styles.css';
import '@dar/ui/styles.css';

import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

import { withDirectionAndLocale } from './decorators';

// A play's findBy… and waitFor wait up to 5 s, not Testing Library's one: the CI plays a thousand
// stories on two busy cores, where an overlay's entrance or exit animation, a lazily loaded part or
// a debounced message can take over a second. A story that never gets there still fails.
configure({ asyncUtilTimeout: 5_000 });

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
  // Each story starts as on a fresh page. React Aria's live announcer lives in <body>, outside the
  // story, and keeps each announcement for 7 s: a pending button of the previous story (a form that
  // then unmounted) would otherwise leave a `role="img"` naming an element that is gone, which axe
  // rightly reports against this story. React Aria makes a new announcer when it next needs one.
  beforeEach() {
    for (const announcer of document.querySelectorAll('[data-live-announcer]')) announcer.remove();
  },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test, in both directions.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
