import { Pagination } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const copy = {
  ar: {
    nav: 'الصفحات',
    page: (n: string) => `الصفحة ${n}`,
    status: (n: string, total: string) => `الصفحة ${n} من ${total}`,
    first: 'الصفحة الأولى',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    last: 'الصفحة الأخيرة',
    digits: new Intl.NumberFormat('ar-EG'),
  },
  en: {
    nav: 'Pages',
    page: (n: string) => `Page ${n}`,
    status: (n: string, total: string) => `Page ${n} of ${total}`,
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    digits: new Intl.NumberFormat('en-US'),
  },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const texts = (locale: unknown) => {
  const t = copy[loc(locale)];
  const n = (value: number) => t.digits.format(value);
  return { ...t, pageName: (value: number) => t.page(n(value)), n };
};

const meta = {
  title: 'Patterns/Pagination',
  component: Pagination,
  args: { totalItems: 95, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = texts(globals.locale);
    await expect(canvas.getByRole('navigation', { name: t.nav })).toBeVisible();
    // 95 items at 10 a page: 10 pages, 5 buttons and a gap.
    await expect(canvas.getByRole('button', { name: t.pageName(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: t.pageName(5) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.pageName(6) })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.first })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.previous })).toBeDisabled();

    // First and previous are disabled, so the first stop is the current page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.pageName(1) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: t.pageName(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(t.status(t.n(2), t.n(10)))).toBeInTheDocument();

    // On to "next" and a press of Space.
    for (let stop = 0; stop < 4; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.next })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText(t.status(t.n(3), t.n(10)))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.first })).toBeEnabled();
  },
};

export const ArrowsFollowTheReadingDirection: Story = {
  args: { defaultPage: 4 },
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    const previous = canvas.getByRole('button', { name: t.previous }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: t.next }).getBoundingClientRect();
    // Pages run right to left in Arabic: "next" is on the left.
    if (loc(globals.locale) === 'ar') await expect(next.right).toBeLessThan(previous.left);
    else await expect(previous.right).toBeLessThan(next.left);
  },
};

export const ForcedLeftToRight: Story = {
  args: { defaultPage: 4, direction: 'ltr' },
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    const previous = canvas.getByRole('button', { name: t.previous }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: t.next }).getBoundingClientRect();
    await expect(previous.right).toBeLessThan(next.left);
  },
};

export const ManyPagesWithGaps: Story = {
  args: { totalItems: 400, defaultPage: 20 },
  play: async ({ args, canvas, globals }) => {
    const t = texts(globals.locale);
    for (const page of [18, 19, 20, 21, 22])
      await expect(canvas.getByRole('button', { name: t.pageName(page) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.pageName(17) })).toBeNull();
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t.last }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(40);
    await expect(canvas.getByRole('button', { name: t.next })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.last })).toBeDisabled();
    await expect(canvas.getAllByText('…')).toHaveLength(1);
  },
};

export const ThreeButtonsTwelvePerPage: Story = {
  args: { totalItems: 95, itemsPerPage: 12, pageButtons: 3, defaultPage: 5 },
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    // 95 items at 12 a page: 8 pages; pages 4 to 6 around the current one.
    for (const page of [4, 5, 6])
      await expect(canvas.getByRole('button', { name: t.pageName(page) })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /\d|[٠-٩]/ })).toHaveLength(3);
    await expect(canvas.getByText(t.status(t.n(5), t.n(8)))).toBeInTheDocument();
  },
};

export const OnePage: Story = {
  args: { totalItems: 7 },
  play: async ({ canvas, globals }) => {
    const t = texts(globals.locale);
    await expect(canvas.getByRole('button', { name: t.pageName(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of [t.first, t.previous, t.next, t.last])
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};
