import { Button, IconClose, IconHeart, type ButtonProps } from '@dar/ui';
import { sprinkles } from '@dar/tokens';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

// Story copy, until the ui catalogue lands in @dar/i18n.
const copy = {
  ar: {
    addToCart: 'أضف إلى السلة',
    saveForLater: 'احفظ لوقت لاحق',
    viewDetails: 'عرض التفاصيل',
    continueToCheckout: 'متابعة إلى الدفع',
    backToCart: 'العودة إلى السلة',
    placeOrder: 'تأكيد الطلب',
    applyCoupon: 'تطبيق القسيمة',
    removeFromCart: 'إزالة من السلة',
    addToWishlist: 'أضف كنبة النيل إلى المفضلة',
    close: 'إغلاق',
    small: 'صغير',
    medium: 'متوسط',
    large: 'كبير',
    longLabel:
      'أضف طقم الكنب الخشبي المنحوت يدويًا بالوسائد المطرزة والأرجل النحاسية إلى سلة التسوق واحصل على توصيل مجاني إلى باب منزلك',
  },
  en: {
    addToCart: 'Add to cart',
    saveForLater: 'Save for later',
    viewDetails: 'View details',
    continueToCheckout: 'Continue to checkout',
    backToCart: 'Back to cart',
    placeOrder: 'Place order',
    applyCoupon: 'Apply coupon',
    removeFromCart: 'Remove from cart',
    addToWishlist: 'Add the Nile sofa to your wishlist',
    close: 'Close',
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    longLabel:
      'Add the hand-carved wooden sofa set with embroidered cushions and brass legs to your cart and get free delivery to your door',
  },
} as const;

type CopyKey = keyof (typeof copy)['en'];
// The labelled form of Button: the icon-only form has its own stories below.
type LabelledButtonProps = Extract<ButtonProps, { icon?: never }>;
type ButtonStoryArgs = Omit<LabelledButtonProps, 'children'> & { label: CopyKey };
type ButtonStoryContext = StoryContext<ButtonStoryArgs>;

const t = ({ globals }: Pick<ButtonStoryContext, 'globals'>) =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const CartIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
  </svg>
);

/** Drawn pointing to the inline end of left-to-right text ("forward"); Button mirrors it in RTL. */
const ForwardArrowIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 12h16M14 6l6 6-6 6" />
  </svg>
);

const row = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm' });
const column = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  gap: 'sm',
});
const narrowContainer = sprinkles({ maxInlineSize: 'sm' });

const meta = {
  title: 'Controls/Button',
  excludeStories: /^_/,
  args: {
    label: 'addToCart',
    variant: 'primary',
    size: 'md',
    fullWidth: false,
    isDisabled: false,
    isPending: false,
    onPress: fn(),
  },
  argTypes: {
    label: { control: 'select', options: Object.keys(copy.en) },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    directionalIcon: { control: 'inline-radio', options: [undefined, 'start', 'end', 'both'] },
  },
  render: ({ label, ...args }, context) => <Button {...args}>{t(context)[label]}</Button>,
} satisfies Meta<ButtonStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses with the mouse, then with Enter and Space from the keyboard; each one must reach onPress. */
const pressesWithMouseAndKeyboard: Story['play'] = async (context) => {
  const { args, canvas, userEvent, step } = context;
  const button = canvas.getByRole('button', { name: t(context)[args.label] });

  await step('mouse', async () => {
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  });

  await step('keyboard', async () => {
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  });

  // Leave the story at rest so its screenshot shows the resting look, not hover or focus.
  await userEvent.unhover(button);
  button.blur();
};

export const Primary: Story = {
  play: pressesWithMouseAndKeyboard,
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'saveForLater' },
  play: pressesWithMouseAndKeyboard,
};

export const Ghost: Story = {
  args: { variant: 'ghost', label: 'viewDetails' },
  play: pressesWithMouseAndKeyboard,
};

export const Danger: Story = {
  args: { variant: 'danger', label: 'removeFromCart' },
  play: async (context) => {
    const button = context.canvas.getByRole('button', { name: t(context).removeFromCart });
    // Set apart from the brand colour, so a destructive action never looks like the main one.
    const danger = getComputedStyle(button).backgroundColor;
    await expect(danger).not.toBe('rgba(0, 0, 0, 0)');
    await context.userEvent.hover(button);
    // After the (short) colour transition.
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).not.toBe(danger));
    await pressesWithMouseAndKeyboard(context);
  },
};

/** Square buttons that hold only an icon; their name comes from the required `aria-label`. */
export const IconOnly: Story = {
  render: ({ label: _label, ...args }, context) => (
    <div className={row}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Button
          key={size}
          onPress={args.onPress}
          size={size}
          variant="secondary"
          icon={<IconHeart size="fill" />}
          aria-label={t(context).addToWishlist}
        />
      ))}
      <Button
        onPress={args.onPress}
        variant="ghost"
        icon={<IconClose size="fill" />}
        aria-label={t(context).close}
      />
    </div>
  ),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const hearts = canvas.getAllByRole('button', { name: t(context).addToWishlist });
    await expect(hearts).toHaveLength(3);
    for (const heart of hearts) {
      const { width, height } = heart.getBoundingClientRect();
      await expect(width).toBe(height);
      // The drawing is decoration; the label is the whole name.
      await expect(heart.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    const close = canvas.getByRole('button', { name: t(context).close });
    await userEvent.click(hearts[0]!);
    await userEvent.tab();
    await expect(hearts[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    close.focus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await userEvent.unhover(hearts[0]!);
    close.blur();
  },
};

// Type-level: an icon-only button without `aria-label` does not compile; never rendered.
export const _iconOnlyNeedsALabel = () => (
  // @ts-expect-error icon-only buttons must be named with aria-label
  <Button icon={<IconClose size="fill" />} />
);

export const Sizes: Story = {
  render: ({ label: _label, ...args }, context) => (
    <div className={row}>
      <Button {...args} size="sm">
        {t(context).small}
      </Button>
      <Button {...args} size="md">
        {t(context).medium}
      </Button>
      <Button {...args} size="lg">
        {t(context).large}
      </Button>
    </div>
  ),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const labels = t(context);
    const small = canvas.getByRole('button', { name: labels.small });
    const medium = canvas.getByRole('button', { name: labels.medium });
    const large = canvas.getByRole('button', { name: labels.large });
    const height = (element: HTMLElement) => element.getBoundingClientRect().height;

    await expect(height(small)).toBeLessThan(height(medium));
    await expect(height(medium)).toBeLessThan(height(large));
    // The large size is for primary shop actions on touch screens: at least the 48px target.
    await expect(height(large)).toBeGreaterThanOrEqual(48);

    for (const button of [small, medium, large]) await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await userEvent.unhover(large);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'placeOrder' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: t(context).placeOrder });
    await expect(button).toBeDisabled();

    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, label: 'applyCoupon' },
  play: async (context) => {
    const { args, canvas, userEvent, step } = context;
    // The label stays the accessible name while the spinner announces progress.
    const button = canvas.getByRole('button', { name: t(context).applyCoupon });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(
      context.globals.locale === 'en' ? 'Loading' : 'جارٍ التحميل',
    );

    await step('ignores the mouse', async () => {
      await userEvent.click(button);
      await expect(args.onPress).not.toHaveBeenCalled();
    });

    await step('stays focusable but ignores the keyboard', async () => {
      button.blur();
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onPress).not.toHaveBeenCalled();
    });

    await userEvent.unhover(button);
    button.blur();
  },
};

export const WithIcons: Story = {
  render: ({ label: _label, ...args }, context) => (
    <div className={column}>
      <Button {...args} iconStart={<CartIcon />}>
        {t(context).addToCart}
      </Button>
      <Button {...args} variant="secondary" iconEnd={<ForwardArrowIcon />} directionalIcon="end">
        {t(context).continueToCheckout}
      </Button>
      <Button
        {...args}
        variant="ghost"
        iconStart={<ForwardArrowIcon />}
        directionalIcon="start"
        size="sm"
      >
        {t(context).continueToCheckout}
      </Button>
    </div>
  ),
  play: async (context) => {
    const { args, canvas, userEvent, globals } = context;
    const labels = t(context);
    const [cartButton] = canvas.getAllByRole('button', { name: labels.addToCart });
    const [forwardButton, forwardStartButton] = canvas.getAllByRole('button', {
      name: labels.continueToCheckout,
    });
    const iconOf = (button: HTMLElement | undefined) => {
      const icon = button?.querySelector('svg')?.parentElement;
      if (!icon) throw new Error('icon slot not rendered');
      return icon;
    };
    const isMirrored = (element: Element) =>
      getComputedStyle(element).transform.startsWith('matrix(-1');
    const rtl = globals.dir !== 'ltr';

    // Icons are decoration: the label alone names the button.
    await expect(iconOf(cartButton)).toHaveAttribute('aria-hidden', 'true');
    await expect(isMirrored(iconOf(cartButton))).toBe(false);
    await expect(isMirrored(iconOf(forwardButton))).toBe(rtl);
    await expect(isMirrored(iconOf(forwardStartButton))).toBe(rtl);

    // The arrow sits at the inline end, whatever the direction.
    const label = forwardButton?.querySelector('svg')?.parentElement?.previousElementSibling;
    const arrowBox = iconOf(forwardButton).getBoundingClientRect();
    const labelBox = label?.getBoundingClientRect();
    await expect(labelBox).toBeDefined();
    await expect(
      rtl ? arrowBox.right <= (labelBox?.left ?? 0) : arrowBox.left >= (labelBox?.right ?? 0),
    ).toBe(true);

    forwardButton?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    forwardButton?.blur();
  },
};

/** Long copy (Arabic runs long) wraps inside its container instead of overflowing it. */
export const LongLabel: Story = {
  args: { label: 'longLabel' },
  render: ({ label, ...args }, context) => (
    <div className={narrowContainer}>
      <Button {...args}>{t(context)[label]}</Button>
    </div>
  ),
  play: async (context) => {
    const { args, canvas } = context;
    const button = canvas.getByRole('button', { name: t(context).longLabel });
    const container = button.parentElement;
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(
      container?.getBoundingClientRect().width ?? 0,
    );
    const singleLine = parseFloat(getComputedStyle(button).minBlockSize);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(singleLine);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', label: 'continueToCheckout' },
  render: ({ label, ...args }, context) => (
    <div className={narrowContainer}>
      <Button {...args} iconEnd={<ForwardArrowIcon />} directionalIcon="end">
        {t(context)[label]}
      </Button>
    </div>
  ),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: t(context).continueToCheckout });
    const container = button.parentElement;
    await expect(button.getBoundingClientRect().width).toBe(
      container?.getBoundingClientRect().width,
    );

    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
    button.blur();
  },
};

/** The focus ring appears for keyboard users only. */
export const KeyboardFocus: Story = {
  args: { label: 'placeOrder' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: t(context).placeOrder });

    await userEvent.click(button);
    await expect(button).not.toHaveAttribute('data-focus-visible');
    await userEvent.unhover(button);

    button.blur();
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
