import { Container } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const text = {
  ar: 'أثاث مصنوع بعناية لكل غرفة في بيتك، من غرفة المعيشة إلى غرفة النوم.',
  en: 'Furniture made with care for every room of your home, from the living room to the bedroom.',
} as const;

const meta = {
  title: 'Foundations/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, { globals }) => (
    <Container {...args}>
      <p style={{ margin: 0, outline: '1px dashed currentColor' }}>
        {text[globals.locale === 'en' ? 'en' : 'ar']}
      </p>
    </Container>
  ),
};

export const NarrowMain: Story = {
  args: { as: 'main', width: 'sm' },
  render: (args, { globals }) => (
    <Container {...args}>
      <p style={{ margin: 0 }}>{text[globals.locale === 'en' ? 'en' : 'ar']}</p>
    </Container>
  ),
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    // 40rem at the 16px root size: the narrow reading width.
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeGreaterThan(640);
  },
};
