import { CartLine, CartLineSkeleton, type CartLineView } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  cartLineFixtures,
  longCartLineFixture,
  productHref,
} from '../../../../story-fixtures/cart';

const copy = {
  ar: {
    quantity: (name: string) => `كمية ${name}`,
    increase: 'زيادة الكمية',
    decrease: 'تقليل الكمية',
    remove: (name: string) => `إزالة ${name} من السلة`,
    updating: 'جارٍ تحديث الكمية',
    removing: 'جارٍ الإزالة',
    onlyTwoLeft: 'متبقٍ قطعتان فقط في المخزون.',
    outOfStock: 'هذه القطعة غير متوفرة حاليًا.',
    failed: 'تعذّر تحديث الكمية، حاول مرة أخرى.',
    digits: new Intl.NumberFormat('ar-EG'),
  },
  en: {
    quantity: (name: string) => `Quantity of ${name}`,
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    remove: (name: string) => `Remove ${name} from the cart`,
    updating: 'Updating the quantity',
    removing: 'Removing',
    onlyTwoLeft: 'Only 2 pieces are left in stock.',
    outOfStock: 'This piece is out of stock.',
    failed: 'The quantity could not be updated, please try again.',
    digits: new Intl.NumberFormat('en-US'),
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const sofa = (locale: unknown) => cartLineFixtures(loc(locale))[0]!;

/** How long the stories' "server" takes to answer, long enough to see the pending state. */
const SERVER_MS = 400;
const later = <T,>(value: () => T, ms = SERVER_MS) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

/**
 * A line whose cart answers like the storefront's: a confirmed quantity comes back in `line`,
 * a refused one (`fails`) rejects and leaves the line as it was.
 */
function LineWithCart({
  initial,
  fails = false,
  onQuantityChange,
  onRemove,
  quantityAvailable,
  errorMessage,
}: {
  initial: CartLineView;
  fails?: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  quantityAvailable?: number;
  errorMessage?: string;
}) {
  const [line, setLine] = useState(initial);
  return (
    <CartLine
      line={line}
      currencyCode="EGP"
      href={productHref(line)}
      quantityAvailable={quantityAvailable}
      errorMessage={errorMessage}
      onQuantityChange={(quantity) => {
        onQuantityChange(quantity);
        return later(() => {
          if (fails) throw new Error('refused');
          setLine({ ...line, quantity, linePrice: line.unitPrice * quantity });
        });
      }}
      onRemove={() => {
        onRemove();
        // Slower than a quantity change, so the busy state can be checked on a loaded machine.
        return later(() => undefined, SERVER_MS * 4);
      }}
    />
  );
}

const meta = {
  title: 'Sections/Cart/CartLine',
  component: LineWithCart,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  // The line follows the story's language; see the render functions.
  args: { initial: cartLineFixtures('ar')[0]!, onQuantityChange: fn(), onRemove: fn() },
} satisfies Meta<typeof LineWithCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('article', { name: line.name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: line.name })).toHaveAttribute(
      'href',
      '/products/layla-three-seat-sofa',
    );
    await expect(canvas.getByText(line.variantName)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.quantity(line.name) })).toHaveValue(
      t.digits.format(1),
    );
  },
};

export const QuantityChange: Story = {
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ args, canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.quantity(line.name) });
    const increase = canvas.getByRole('button', { name: t.increase });
    await userEvent.click(increase);
    // The new quantity shows before the cart answers, with the pending indicator.
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await expect(field).toHaveValue(t.digits.format(2));
    await expect(canvas.getByRole('progressbar', { name: t.updating })).toBeVisible();
    await expect(canvas.getByRole('article', { name: line.name })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Confirmed: it stays, and the indicator goes.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(field).toHaveValue(t.digits.format(2));
    await expect(canvas.getByRole('article', { name: line.name })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    increase.blur();
    await userEvent.unhover(increase);
  },
};

export const QuantityChangeRefused: Story = {
  args: { fails: true },
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ args, canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.quantity(line.name) });
    const increase = canvas.getByRole('button', { name: t.increase });
    await userEvent.click(increase);
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await expect(field).toHaveValue(t.digits.format(2));
    // The cart refused: back to what it has.
    await waitFor(() => expect(field).toHaveValue(t.digits.format(1)));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    increase.blur();
    await userEvent.unhover(increase);
  },
};

export const TypedQuantity: Story = {
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ args, canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    const field = canvas.getByRole('textbox', { name: t.quantity(line.name) });
    // Keyboard: type a number and leave the field; arrow keys step it.
    await userEvent.tripleClick(field);
    await userEvent.keyboard(t.digits.format(4));
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(4);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(5);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(field).toHaveValue(t.digits.format(5));
    field.blur();
  },
};

export const InsufficientStock: Story = {
  args: { quantityAvailable: 2 },
  render: (args, { globals }) => (
    <LineWithCart {...args} initial={{ ...sofa(globals.locale), quantity: 3 }} />
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    await expect(canvas.getByRole('status')).toHaveTextContent(t.onlyTwoLeft);
  },
};

export const OutOfStock: Story = {
  args: { quantityAvailable: 0 },
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy[loc(globals.locale)].outOfStock,
    );
  },
};

export const Remove: Story = {
  render: (args, { globals }) => <LineWithCart {...args} initial={sofa(globals.locale)} />,
  play: async ({ args, canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    const remove = canvas.getByRole('button', { name: t.remove(line.name) });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Busy until the cart answers; the stepper waits too, and a second press does nothing.
    await expect(canvas.getByRole('progressbar', { name: t.removing })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.quantity(line.name) })).toBeDisabled();
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), {
      timeout: SERVER_MS * 8,
    });
    remove.blur();
    await userEvent.unhover(remove);
  },
};

export const WithError: Story = {
  render: (args, { globals }) => (
    <LineWithCart
      {...args}
      initial={sofa(globals.locale)}
      errorMessage={copy[loc(globals.locale)].failed}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy[loc(globals.locale)].failed);
  },
};

export const WithoutPhoto: Story = {
  render: (args, { globals }) => (
    <LineWithCart {...args} initial={cartLineFixtures(loc(globals.locale))[2]!} />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongArabicText: Story = {
  render: (args) => <LineWithCart {...args} initial={longCartLineFixture()} />,
  play: async ({ canvas }) => {
    const line = longCartLineFixture();
    await expect(canvas.getByRole('link', { name: line.name })).toBeVisible();
    await expect(canvas.getByText(line.variantName)).toBeVisible();
  },
};

/**
 * Before the cart's code has loaded (or without scripts), the line's controls post a plain form
 * (`form`): − and + the quantity they lead to, "Remove" 0. The story keeps the posts (and stops
 * them leaving) to check what each would send.
 */
export const WithoutItsCode: Story = {
  render: (args, { globals }) => {
    const line = {
      ...sofa(globals.locale),
      quantity: 2,
      linePrice: sofa(globals.locale).unitPrice * 2,
    };
    return (
      <div
        onSubmitCapture={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          args.onQuantityChange(
            Object.fromEntries(new FormData(event.target as HTMLFormElement, submitter)) as never,
          );
        }}
      >
        <CartLine
          line={line}
          currencyCode="EGP"
          href={productHref(line)}
          maxQuantity={2}
          form={{ action: '/api/cart/line', fields: { locale: loc(globals.locale) } }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const line = sofa(globals.locale);
    const t = copy[loc(globals.locale)];
    const sent = { locale: loc(globals.locale), orderLineId: line.id };
    // The quantity is shown in the page's digits; + is off at the most the line allows.
    await expect(canvas.getByRole('status', { name: t.quantity(line.name) })).toHaveTextContent(
      t.digits.format(2),
    );
    await expect(canvas.getByRole('button', { name: t.increase })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.decrease }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ ...sent, quantity: '1' });
    await userEvent.click(canvas.getByRole('button', { name: t.remove(line.name) }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ ...sent, quantity: '0' });
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(2);
    await userEvent.unhover(canvas.getByRole('button', { name: t.remove(line.name) }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <CartLineSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
