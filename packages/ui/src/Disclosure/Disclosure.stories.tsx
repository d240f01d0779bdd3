import { Accordion, Disclosure } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const copy = {
  ar: {
    returnsQ: 'ما هي سياسة الإرجاع؟',
    returnsA:
      'يمكنك إرجاع أي قطعة خلال ٣٠ يومًا من الاستلام بحالتها الأصلية، ونستلمها من منزلك مجانًا.',
    deliveryQ: 'كم يستغرق التوصيل؟',
    deliveryA: 'نوصّل خلال ٣ إلى ٧ أيام عمل داخل القاهرة والجيزة، وخلال ١٠ أيام إلى باقي المحافظات.',
    paymentQ: 'ما طرق الدفع المتاحة؟',
    paymentA: 'الدفع عند الاستلام، أو بالبطاقة، أو بالتقسيط عبر شركائنا.',
    care: 'تعليمات العناية',
    careA: 'امسح الخشب بقطعة قماش جافة، ونظّف القماش بالمكنسة الكهربائية مرة كل أسبوع.',
    longQ:
      'هل يمكنني تغيير لون القماش أو نوع الخشب في طقم الكنب المصنوع حسب الطلب بعد تأكيد الطلب ودفع العربون؟',
    longA:
      'نعم، يمكنك تغيير اللون أو الخشب خلال ٤٨ ساعة من تأكيد الطلب دون أي رسوم إضافية، وبعد ذلك يبدأ التصنيع ولا يمكن التعديل. تواصل مع خدمة العملاء على ١٦٣٥٨.',
  },
  en: {
    returnsQ: 'What is your return policy?',
    returnsA:
      'You can return any piece within 30 days of delivery in its original condition; we collect it from your home for free.',
    deliveryQ: 'How long does delivery take?',
    deliveryA:
      'We deliver within 3 to 7 working days in Cairo and Giza, and within 10 days to the other governorates.',
    paymentQ: 'Which payment methods can I use?',
    paymentA: 'Cash on delivery, card, or instalments through our partners.',
    care: 'Care instructions',
    careA: 'Wipe the wood with a dry cloth and vacuum the fabric once a week.',
    longQ:
      'Can I change the fabric colour or the wood of a made-to-order sofa set after confirming the order and paying the deposit?',
    longA:
      'Yes, you can change the colour or the wood within 48 hours of confirming the order at no extra cost; after that, making starts and changes are no longer possible. Call customer service on 16358.',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const meta = {
  title: 'Controls/Disclosure',
  component: Disclosure,
  args: { title: '', children: null, onExpandedChange: fn() },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: (args, context) => (
    <Disclosure {...args} title={t(context).care}>
      {t(context).careA}
    </Disclosure>
  ),
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const trigger = canvas.getByRole('button', { name: t(context).care });
    // The trigger is a button inside a heading, so it is found by both.
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(t(context).careA)).not.toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t(context).careA)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    // Keyboard: Enter closes, Space opens again.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    trigger.blur();
  },
};

export const Accordion_: Story = {
  name: 'Accordion',
  render: (_args, context) => {
    const text = t(context);
    return (
      <Accordion defaultExpandedKeys={['returns']}>
        <Disclosure id="returns" title={text.returnsQ}>
          {text.returnsA}
        </Disclosure>
        <Disclosure id="delivery" title={text.deliveryQ}>
          {text.deliveryA}
        </Disclosure>
        <Disclosure id="payment" title={text.paymentQ}>
          {text.paymentA}
        </Disclosure>
      </Accordion>
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const text = t(context);
    const returns = canvas.getByRole('button', { name: text.returnsQ });
    const delivery = canvas.getByRole('button', { name: text.deliveryQ });
    const payment = canvas.getByRole('button', { name: text.paymentQ });
    await expect(returns).toHaveAttribute('aria-expanded', 'true');

    // Tab walks the questions; opening one closes the one that was open.
    await userEvent.tab();
    await expect(returns).toHaveFocus();
    await userEvent.tab();
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(delivery).toHaveAttribute('aria-expanded', 'true');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(text.deliveryA)).toBeVisible();
    await expect(canvas.queryByText(text.returnsA)).not.toBeVisible();

    await userEvent.tab();
    await expect(payment).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(delivery).toHaveAttribute('aria-expanded', 'false');

    // Back to the resting look: the first answer open.
    await userEvent.click(returns);
    await userEvent.unhover(returns);
    returns.blur();
  },
};

export const MultipleExpanded: Story = {
  render: (_args, context) => {
    const text = t(context);
    return (
      <Accordion allowsMultipleExpanded>
        <Disclosure id="returns" title={text.returnsQ}>
          {text.returnsA}
        </Disclosure>
        <Disclosure id="delivery" title={text.deliveryQ}>
          {text.deliveryA}
        </Disclosure>
      </Accordion>
    );
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const text = t(context);
    await userEvent.click(canvas.getByRole('button', { name: text.returnsQ }));
    await userEvent.click(canvas.getByRole('button', { name: text.deliveryQ }));
    await expect(canvas.getByText(text.returnsA)).toBeVisible();
    await expect(canvas.getByText(text.deliveryA)).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: text.deliveryQ }));
    canvas.getByRole('button', { name: text.deliveryQ }).blur();
  },
};

export const LongArabicText: Story = {
  render: (_args, context) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <Disclosure title={t(context).longQ} defaultExpanded>
        {t(context).longA}
      </Disclosure>
    </div>
  ),
  play: async (context) => {
    const trigger = context.canvas.getByRole('button', { name: t(context).longQ });
    // The question wraps; the chevron keeps its size at the inline end.
    const chevron = trigger.querySelector('svg')!.getBoundingClientRect();
    await expect(chevron.width).toBe(20);
    const box = trigger.getBoundingClientRect();
    const atEnd =
      context.globals.dir === 'ltr' ? box.right - chevron.right : chevron.left - box.left;
    await expect(atEnd).toBeLessThanOrEqual(8);
    await expect(box.height).toBeGreaterThan(48);
  },
};
