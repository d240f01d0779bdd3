import { FAQList } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { faqFixtures, longFaq } from '../../../../story-fixtures/content';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryFAQList = withIntl(FAQList);

const meta = {
  title: 'Sections/Content/FAQList',
  component: StoryFAQList,
  args: { questions: [] },
} satisfies Meta<typeof StoryFAQList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <StoryFAQList {...args} questions={faqFixtures(storyLocale(globals.locale))} />
  ),
  play: async ({ canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const faqs = faqFixtures(locale);
    await expect(
      canvas.getByRole('heading', { level: 1, name: catalogueText(locale, 'content.faq.title') }),
    ).toBeVisible();
    // Each question is a heading one level under the title, with a button that opens it.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(faqs.length);
    const first = canvas.getByRole('button', { name: faqs[0]!.question });
    const second = canvas.getByRole('button', { name: faqs[1]!.question });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faqs[0]!.answer.split('\n\n')[0]!)).toBeVisible();
    // The keyboard: Tab to the next question, Enter opens it; several can be open.
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // A list answer reads as a list.
    await expect(canvas.getByRole('list')).toBeVisible();
    second.blur();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('heading', { level: 1, name: catalogueText(locale, 'content.faq.title') }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    await expect(
      canvas.getByRole('heading', { level: 2, name: catalogueText(locale, 'content.faq.empty') }),
    ).toBeVisible();
  },
};

export const LongArabicText: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals.locale);
    return (
      <div style={{ maxInlineSize: '20rem' }}>
        <StoryFAQList
          {...args}
          questions={[longFaq(locale), ...faqFixtures(locale).slice(0, 2)]}
          defaultExpandedIds={['long']}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const question = canvas.getByRole('button', { name: longFaq(locale).question });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    // The long question wraps inside its button rather than running out of the column.
    await expect(question.scrollWidth).toBeLessThanOrEqual(question.clientWidth);
  },
};
