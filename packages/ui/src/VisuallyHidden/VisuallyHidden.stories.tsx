import { VisuallyHidden } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: { heading: 'منتجات مقترحة', product: 'كرسي خشب زان', skip: 'تخطَّ إلى المحتوى' },
  en: { heading: 'Suggested products', product: 'Beech wood chair', skip: 'Skip to content' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: null },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionHeading: Story = {
  render: (_args, { globals }) => (
    <section aria-labelledby="suggested">
      <VisuallyHidden as="h2" id="suggested">
        {copy[loc(globals.locale)].heading}
      </VisuallyHidden>
      <p style={{ margin: 0 }}>{copy[loc(globals.locale)].product}</p>
    </section>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    // Still in the accessibility tree: it names the section and is a heading.
    await expect(canvas.getByRole('heading', { level: 2, name: t.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: t.heading })).toBeInTheDocument();
    const box = canvas.getByText(t.heading).getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

export const FocusableSkipLink: Story = {
  render: (_args, { globals }) => (
    <VisuallyHidden isFocusable>
      <a href="#content">{copy[loc(globals.locale)].skip}</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const link = canvas.getByRole('link', { name: copy[loc(globals.locale)].skip });
    const wrapper = link.parentElement!;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // A keyboard shopper sees where focus went.
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
    link.blur();
  },
};
