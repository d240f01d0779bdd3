import { Tab, TabList, TabPanel, Tabs } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const copy = {
  ar: {
    label: 'تفاصيل المنتج',
    description: 'الوصف',
    care: 'العناية',
    specification: 'المواصفات',
    reviews: 'التقييمات (قريبًا)',
    descriptionText:
      'كنبة ثلاثية المقاعد من خشب الزان المصمت، بوسائد محشوة بالريش وقماش كتان مقاوم للبقع.',
    careText: 'امسح الخشب بقطعة قماش جافة، ونظّف القماش بالمكنسة الكهربائية مرة كل أسبوع.',
    specificationText: 'العرض ٢٢٠ سم، العمق ٩٥ سم، الارتفاع ٨٥ سم. الضمان سنتان.',
    longLabel: 'تعليمات العناية بالخشب المنحوت يدويًا والأقمشة المطرزة',
    longText:
      'للحفاظ على لمعان الخشب المنحوت يدويًا، استخدم زيت الجوز الطبيعي مرة كل ثلاثة أشهر، وتجنب وضع الأثاث في ضوء الشمس المباشر أو بجوار المدفأة، ونظّف الأقمشة المطرزة برفق بقطعة قماش مبللة بماء فاتر دون فرك.',
  },
  en: {
    label: 'Product details',
    description: 'Description',
    care: 'Care',
    specification: 'Specification',
    reviews: 'Reviews (soon)',
    descriptionText:
      'A three-seater sofa in solid beech, with feather-filled cushions and stain-resistant linen.',
    careText: 'Wipe the wood with a dry cloth and vacuum the fabric once a week.',
    specificationText: 'Width 220 cm, depth 95 cm, height 85 cm. Two-year warranty.',
    longLabel: 'Care instructions for hand-carved wood and embroidered fabrics',
    longText:
      'To keep hand-carved wood shining, use natural walnut oil every three months, keep the furniture out of direct sunlight and away from heaters, and clean embroidered fabrics gently with a cloth dampened in lukewarm water, without rubbing.',
  },
} as const;

type Copy = Record<keyof (typeof copy)['en'], string>;
const t = ({ globals }: Pick<StoryContext, 'globals'>): Copy =>
  copy[globals.locale === 'en' ? 'en' : 'ar'];

const ids = ['description', 'care', 'specification'] as const;

const meta = {
  title: 'Controls/Tabs',
  component: Tabs,
  args: { children: null, onSelectionChange: fn() },
  render: (args, context) => {
    const text = t(context);
    return (
      <Tabs {...args}>
        <TabList aria-label={text.label}>
          {ids.map((id) => (
            <Tab key={id} id={id}>
              {text[id]}
            </Tab>
          ))}
        </TabList>
        {ids.map((id) => (
          <TabPanel key={id} id={id}>
            <p style={{ margin: 0 }}>{text[`${id}Text`]}</p>
          </TabPanel>
        ))}
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductDetails: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const text = t(context);
    // React Aria builds the collection after the first render.
    await canvas.findAllByRole('tab');
    const tab = (id: (typeof ids)[number]) => canvas.getByRole('tab', { name: text[id] });
    // The first tab is selected once the collection is built.
    await waitFor(() => expect(tab('description')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text.descriptionText);

    await userEvent.click(tab('specification'));
    await expect(tab('specification')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text.specificationText);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('specification');

    await userEvent.click(tab('description'));
    await userEvent.unhover(tab('description'));
    tab('description').blur();
  },
};

/** Arrow keys follow the reading direction: in Arabic the next tab is on the left, under ←. */
export const KeyboardInBothDirections: Story = {
  play: async (context) => {
    const { canvas, globals, userEvent } = context;
    const text = t(context);
    const rtl = globals.dir !== 'ltr';
    const [next, previous] = rtl
      ? ['{ArrowLeft}', '{ArrowRight}']
      : ['{ArrowRight}', '{ArrowLeft}'];
    const tab = (id: (typeof ids)[number]) => canvas.getByRole('tab', { name: text[id] });
    await canvas.findAllByRole('tab');

    // The tabs run in the reading direction: the second sits to the left of the first in Arabic.
    const first = tab('description').getBoundingClientRect();
    const second = tab('care').getBoundingClientRect();
    await expect(rtl ? second.right <= first.left : second.left >= first.right).toBe(true);

    await waitFor(() => expect(tab('description')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.tab();
    await expect(tab('description')).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(tab('care')).toHaveFocus();
    await expect(tab('care')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(text.careText);
    await userEvent.keyboard(previous);
    await expect(tab('description')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('specification')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('description')).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the list for the panel rather than walking through every tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    canvas.getByRole('tabpanel').blur();
  },
};

export const WithDisabledTab: Story = {
  render: (args, context) => {
    const text = t(context);
    return (
      <Tabs {...args} disabledKeys={['reviews']}>
        <TabList aria-label={text.label}>
          <Tab id="description">{text.description}</Tab>
          <Tab id="reviews">{text.reviews}</Tab>
          <Tab id="care">{text.care}</Tab>
        </TabList>
        <TabPanel id="description">{text.descriptionText}</TabPanel>
        <TabPanel id="reviews">{text.reviews}</TabPanel>
        <TabPanel id="care">{text.careText}</TabPanel>
      </Tabs>
    );
  },
  play: async (context) => {
    const { canvas, globals, userEvent } = context;
    const text = t(context);
    const reviews = await canvas.findByRole('tab', { name: text.reviews });
    await expect(reviews).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    // The arrow skips the disabled tab.
    await userEvent.keyboard(globals.dir === 'ltr' ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: text.care })).toHaveFocus();
    canvas.getByRole('tab', { name: text.care }).blur();
  },
};

/** A long tab label stays on one line; the list scrolls sideways on a narrow screen. */
export const LongArabicText: Story = {
  render: (args, context) => {
    const text = t(context);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <Tabs {...args} defaultSelectedKey="long">
          <TabList aria-label={text.label}>
            <Tab id="description">{text.description}</Tab>
            <Tab id="long">{text.longLabel}</Tab>
          </TabList>
          <TabPanel id="description">{text.descriptionText}</TabPanel>
          <TabPanel id="long">{text.longText}</TabPanel>
        </Tabs>
      </div>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const text = t(context);
    const list = canvas.getByRole('tablist');
    await canvas.findAllByRole('tab');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByRole('tab', { name: text.longLabel })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
