import { Box } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const copy = {
  ar: {
    offer: 'توصيل مجاني لكل الطلبات فوق ٥٠٠٠ جنيه',
    rooms: ['غرفة المعيشة', 'غرفة النوم', 'غرفة السفرة'],
  },
  en: {
    offer: 'Free delivery on every order over EGP 5,000',
    rooms: ['Living room', 'Bedroom', 'Dining room'],
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');

const meta = {
  title: 'Foundations/Box',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  render: (_args, { globals }) => (
    <Box
      background="brandSubtle"
      color="primary"
      padding="md"
      paddingInlineStart="xl"
      borderRadius="md"
    >
      {copy[loc(globals.locale)].offer}
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const box = canvas.getByText(copy[loc(globals.locale)].offer);
    const style = getComputedStyle(box);
    // paddingInlineStart lands on the right in Arabic and on the left in English.
    const [start, end] =
      globals.dir === 'rtl'
        ? [style.paddingRight, style.paddingLeft]
        : [style.paddingLeft, style.paddingRight];
    await expect(start).toBe('32px');
    await expect(end).toBe('16px');
    await expect(box.className).not.toBe('');
  },
};

export const AsList: Story = {
  render: (_args, { globals }) => (
    <Box as="ul" display="flex" flexDirection="column" gap="xs" margin="none" padding="none">
      {copy[loc(globals.locale)].rooms.map((room) => (
        <Box as="li" key={room} padding="xs" background="sunken" borderRadius="sm">
          {room}
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvas }) => {
    // `as` changes the element, so the list is announced as one with its items.
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
