import { InlineAlert, Link } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryInlineAlert = withIntl(InlineAlert);

const copy = {
  ar: {
    info: 'التوصيل إلى أسوان يستغرق من ٥ إلى ٧ أيام عمل.',
    success: 'تم تطبيق كود الخصم DAR10.',
    warning: 'تبقّت قطعتان فقط من هذا اللون.',
    danger: 'كود الخصم منتهي الصلاحية.',
    title: 'تعذّر الدفع بالبطاقة',
    long: 'رفض البنك العملية. تأكد من تفعيل الشراء عبر الإنترنت لبطاقتك أو اختر الدفع عند الاستلام أو التقسيط، ولن يتم خصم أي مبلغ من حسابك.',
    help: 'تواصل مع خدمة العملاء',
    tones: { info: 'معلومة', success: 'تم بنجاح', warning: 'تنبيه', danger: 'خطأ' },
  },
  en: {
    info: 'Delivery to Aswan takes 5 to 7 working days.',
    success: 'Coupon DAR10 applied.',
    warning: 'Only two left in this colour.',
    danger: 'This coupon has expired.',
    title: 'Card payment failed',
    long: 'Your bank declined the payment. Make sure online purchases are enabled for your card, or choose cash on delivery or instalments; nothing has been charged.',
    help: 'Contact customer service',
    tones: { info: 'Information', success: 'Success', warning: 'Warning', danger: 'Error' },
  },
} as const;
const tones = ['info', 'success', 'warning', 'danger'] as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Controls/InlineAlert',
  component: StoryInlineAlert,
  args: { children: null },
} satisfies Meta<typeof StoryInlineAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: '0.75rem', maxInlineSize: '28rem' }}>
      {tones.map((tone) => (
        <StoryInlineAlert key={tone} tone={tone}>
          {copy[loc(globals.locale)][tone]}
        </StoryInlineAlert>
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    // The tone is said in words, not only in colour.
    for (const tone of tones)
      await expect(canvas.getByRole('img', { name: t.tones[tone] })).toBeInTheDocument();
    // Present from the start, so nothing interrupts a screen reader.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LiveErrorWithTitle: Story = {
  render: (_args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <div style={{ maxInlineSize: '24rem' }}>
        <StoryInlineAlert tone="danger" title={t.title} isLive>
          {t.long} <Link href="#help">{t.help}</Link>
        </StoryInlineAlert>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t.title);
    await expect(canvas.getByRole('link', { name: t.help })).toBeVisible();
    // The accent border sits at the inline start: right in Arabic.
    const style = getComputedStyle(alert);
    const [start, end] =
      globals.dir === 'rtl'
        ? [style.borderRightWidth, style.borderLeftWidth]
        : [style.borderLeftWidth, style.borderRightWidth];
    await expect(parseFloat(start)).toBeGreaterThan(parseFloat(end));
  },
};
