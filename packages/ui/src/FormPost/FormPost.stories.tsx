import { Button, FormPost } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

const copy = {
  ar: { add: 'أضف إلى السلة', added: 'أُضيف مرة واحدة' },
  en: { add: 'Add to cart', added: 'Added once' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Patterns/FormPost',
  component: FormPost,
} satisfies Meta<typeof FormPost>;
export default meta;
type Story = StoryObj<typeof meta>;

function AddToCart({ locale }: { locale: 'ar' | 'en' }) {
  const [adds, setAdds] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxInlineSize: '16rem' }}>
      <FormPost
        target={{ action: '/api/cart/add', fields: { locale } }}
        own={{ variantId: '21', quantity: '1' }}
        onSubmit={(event) => {
          // Hydrated: the callback carries the action out; the form is not sent.
          event.preventDefault();
          setAdds((count) => count + 1);
        }}
      >
        <Button type="submit" fullWidth>
          {copy[locale].add}
        </Button>
      </FormPost>
      <output>{adds === 1 ? copy[locale].added : ''}</output>
    </div>
  );
}

/**
 * A control's plain form post: before the page hydrates (or with JavaScript off) the press sends
 * the form to `target.action` with its hidden fields; hydrated, as here, `onSubmit` runs instead.
 * The form adds no box: the button lays out as it would alone.
 */
export const HydratedPress: Story = {
  args: { target: { action: '/api/cart/add' }, own: {}, onSubmit: () => {}, children: null },
  render: (_args, { globals }) => <AddToCart locale={loc(globals.locale)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/cart/add');
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      locale: loc(globals.locale),
      variantId: '21',
      quantity: '1',
    });
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    await expect(canvas.getByText(t.added)).toBeVisible();
  },
};
