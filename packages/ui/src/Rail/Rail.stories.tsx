import { Rail } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { withIntl } from '../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryRail = withIntl(Rail);

const copy = {
  ar: {
    title: 'وصل حديثًا',
    item: (n: number) => `قطعة رقم ${n}`,
    previous: 'المزيد للخلف',
    next: 'المزيد للأمام',
  },
  en: {
    title: 'New arrivals',
    item: (n: number) => `Piece number ${n}`,
    previous: 'Scroll back',
    next: 'Scroll on',
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const Card = ({ label }: { label: string }) => (
  <div
    style={{
      blockSize: '8rem',
      display: 'grid',
      placeItems: 'center',
      borderRadius: '0.5rem',
      background: '#f3e6dc',
      color: '#2a211c',
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Patterns/Rail',
  component: StoryRail,
  args: { title: copy.ar.title, children: null },
  render: (args, { globals }) => {
    const t = copy[loc(globals.locale)];
    return (
      <StoryRail {...args} title={t.title}>
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} label={t.item(index + 1)} />
        ))}
      </StoryRail>
    );
  },
} satisfies Meta<typeof StoryRail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsWithTheArrows: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const list = canvas.getByRole('list', { name: t.title });
    const previous = canvas.getByRole('button', { name: t.previous });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    // Towards the end of the line: rightwards in English, leftwards (negative) in Arabic.
    await waitFor(() =>
      expect(loc(globals.locale) === 'ar' ? list.scrollLeft < 0 : list.scrollLeft > 0).toBe(true),
    );
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

export const ReachedByKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    // Previous is disabled at the start: next, then the list itself.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.next })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('list', { name: t.title })).toHaveFocus();
  },
};
