import { Button, createToastQueue, ToastRegion, type ToastQueue } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const copy = {
  ar: {
    region: 'الإشعارات',
    dismiss: 'إغلاق',
    addToCart: 'أضف إلى السلة',
    added: 'أُضيفت كنبة النيل إلى سلتك',
    coupon: 'تم تطبيق القسيمة',
    couponDetail: 'وفّرت ٣٠٠ ج.م على طلبك',
    stock: 'بقيت قطعتان فقط من هذا اللون',
    failed: 'تعذّر الدفع',
    failedDetail: 'جرّب وسيلة دفع أخرى أو تواصل معنا على ١٦٣٥٨.',
    success: 'تم بنجاح',
    long: 'تم استلام طلبك رقم ١٠٤٢ بنجاح، وسيتواصل معك فريق خدمة العملاء خلال يوم عمل واحد لتأكيد موعد التوصيل والتركيب في منزلك',
  },
  en: {
    region: 'Notifications',
    dismiss: 'Dismiss',
    addToCart: 'Add to cart',
    added: 'The Nile sofa is in your cart',
    coupon: 'Coupon applied',
    couponDetail: 'You saved EGP 300 on your order',
    stock: 'Only two left in this colour',
    failed: 'Payment failed',
    failedDetail: 'Try another payment method or call us on 16358.',
    success: 'Success',
    long: 'We have received your order 1042, and our customer service team will call you within one working day to agree a date for delivery and assembly at your home',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

// One queue per story, so a story never shows another's toasts.
const queues = {
  add: createToastQueue(),
  auto: createToastQueue(),
  hover: createToastQueue(),
  focus: createToastQueue(),
  tones: createToastQueue(),
  long: createToastQueue(),
};

const AddToCart = ({
  queue,
  text,
  timeout,
}: {
  queue: ToastQueue;
  text: Copy;
  timeout: number | null;
}) => (
  <>
    <Button onPress={() => queue.add({ title: text.added, tone: 'success' }, { timeout })}>
      {text.addToCart}
    </Button>
    <ToastRegion queue={queue} />
  </>
);

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Controls/Toast',
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A toast after adding to cart, announced politely, closed with its dismiss button. */
export const AddToCartAndDismiss: Story = {
  render: (_args, context) => <AddToCart queue={queues.add} text={t(context)} timeout={null} />,
  play: async (context) => {
    queues.add.clear();
    const { canvas, canvasElement, userEvent } = context;
    const text = t(context);
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.addToCart }));

    const region = await body.findByRole('region', { name: text.region });
    const toast = within(region).getByRole('alertdialog');
    await expect(toast).toHaveAccessibleName(`${text.success}: ${text.added}`);
    // Polite: read after what the screen reader is saying, not over it.
    const live = within(toast).getByRole('status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent(text.added);

    const dismiss = within(toast).getByRole('button', { name: text.dismiss });
    await userEvent.click(dismiss);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());

    // From the keyboard: a second toast, dismissed with Enter.
    await userEvent.click(canvas.getByRole('button', { name: text.addToCart }));
    const again = await body.findByRole('alertdialog');
    within(again).getByRole('button', { name: text.dismiss }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes by itself after its timeout (a short one here). */
export const AutoDismiss: Story = {
  render: (_args, context) => <AddToCart queue={queues.auto} text={t(context)} timeout={800} />,
  play: async (context) => {
    queues.auto.clear();
    const { canvas, canvasElement, userEvent } = context;
    const body = page(canvasElement);
    const add = canvas.getByRole('button', { name: t(context).addToCart });
    await userEvent.click(add);
    await userEvent.unhover(add);
    await expect(await body.findByRole('alertdialog')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    add.blur();
  },
};

/** Hovering the toast stops its clock, so it can be read; leaving it lets it close. */
export const PausesWhileHovered: Story = {
  render: (_args, context) => <AddToCart queue={queues.hover} text={t(context)} timeout={800} />,
  play: async (context) => {
    queues.hover.clear();
    const { canvas, canvasElement, userEvent } = context;
    const body = page(canvasElement);
    const add = canvas.getByRole('button', { name: t(context).addToCart });
    await userEvent.click(add);
    const toast = await body.findByRole('alertdialog');
    await userEvent.hover(toast);
    await wait(1600);
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    add.blur();
  },
};

/** Focus inside the toast (a keyboard user reaching its dismiss button) stops its clock too. */
export const PausesWhileFocused: Story = {
  render: (_args, context) => <AddToCart queue={queues.focus} text={t(context)} timeout={800} />,
  play: async (context) => {
    queues.focus.clear();
    const { canvas, canvasElement, userEvent } = context;
    const text = t(context);
    const body = page(canvasElement);
    const add = canvas.getByRole('button', { name: text.addToCart });
    await userEvent.click(add);
    await userEvent.unhover(add);
    const toast = await body.findByRole('alertdialog');
    within(toast).getByRole('button', { name: text.dismiss }).focus();
    await wait(1600);
    await expect(body.getByRole('alertdialog')).toBeVisible();
    add.focus();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    add.blur();
  },
};

/** Every tone, newest first; an error interrupts the screen reader, the others wait their turn. */
export const Tones: Story = {
  render: () => <ToastRegion queue={queues.tones} />,
  play: async (context) => {
    queues.tones.clear();
    const text = t(context);
    const body = page(context.canvasElement);
    queues.tones.add({ title: text.stock, tone: 'warning' }, { timeout: null });
    queues.tones.add(
      { title: text.coupon, description: text.couponDetail, tone: 'success' },
      { timeout: null },
    );
    queues.tones.add(
      { title: text.failed, description: text.failedDetail, tone: 'danger' },
      { timeout: null },
    );
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
    const [newest] = body.getAllByRole('alertdialog');
    await expect(newest).toHaveTextContent(text.failed);
    await expect(within(newest!).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    await expect(body.getAllByRole('status')).toHaveLength(2);
  },
};

/** A long message wraps within the toast's measure, and the dismiss button keeps its place. */
export const LongArabicText: Story = {
  render: () => <ToastRegion queue={queues.long} />,
  play: async (context) => {
    queues.long.clear();
    const text = t(context);
    const body = page(context.canvasElement);
    queues.long.add({ title: text.long, tone: 'info' }, { timeout: null });
    const toast = await body.findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await expect(toast.getBoundingClientRect().height).toBeGreaterThan(60);
    const dismiss = within(toast).getByRole('button', { name: text.dismiss });
    // The dismiss button sits at the inline end of the toast.
    const [edge, button] = [toast.getBoundingClientRect(), dismiss.getBoundingClientRect()];
    const gap = context.globals.dir === 'ltr' ? edge.right - button.right : button.left - edge.left;
    await expect(gap).toBeLessThanOrEqual(16);
  },
};
