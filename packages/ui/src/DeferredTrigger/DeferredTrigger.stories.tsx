import { Button, buttonClassName, DeferredTrigger, Sheet } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const copy = {
  ar: { open: 'ابحث', title: 'البحث', body: 'الكنب، السرائر، الطاولات…' },
  en: { open: 'Search', title: 'Search', body: 'Sofas, beds, tables…' },
} as const;
const loc = (value: unknown) => (value === 'en' ? 'en' : 'ar');
const body = within(document.body);

/** Stands in for a dynamic `import()` of the overlay's code: it arrives a little later. */
const loadSheet = () =>
  new Promise<{ Sheet: typeof Sheet }>((resolve) => setTimeout(() => resolve({ Sheet }), 150));

function Demo({ locale }: { locale: 'ar' | 'en' }) {
  const t = copy[locale];
  return (
    <DeferredTrigger load={loadSheet} popup="dialog" trigger={<Button>{t.open}</Button>}>
      {(loaded, trigger) => (
        <loaded.Sheet title={t.title} trigger={trigger}>
          <p style={{ margin: 0 }}>{t.body}</p>
        </loaded.Sheet>
      )}
    </DeferredTrigger>
  );
}

const meta = {
  title: 'Patterns/DeferredTrigger',
  component: Demo,
  args: { locale: 'ar' },
  render: (_args, { globals }) => <Demo locale={loc(globals.locale)} />,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Only the trigger is rendered at first, saying what it opens; the first press loads the overlay
 * and opens it, and closing it gives focus back to the trigger.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = copy[loc(globals.locale)];
    const trigger = canvas.getByRole('button', { name: t.open });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: t.title });
    await expect(within(dialog).getByText(t.body)).toBeVisible();
    await closeWithEscape(dialog);
    // The loaded trigger replaced the stand-in: look it up again.
    await waitFor(() => expect(canvas.getByRole('button', { name: t.open })).toHaveFocus());
  },
};

const menuCopy = {
  ar: { open: 'غرفة المعيشة', items: ['كل غرفة المعيشة', 'الكنب', 'الطاولات'] },
  en: { open: 'Living room', items: ['All of Living room', 'Sofas', 'Tables'] },
} as const;

/** The menu's code, arriving only when the story lets it (`menuCode.release`): a slow network, on cue. */
interface MenuCode {
  Menu: typeof Menu;
  MenuItem: typeof MenuItem;
  MenuTrigger: typeof MenuTrigger;
  Popover: typeof Popover;
}
const menuCode = { requested: false, release: () => {} };
const loadMenu = () =>
  new Promise<MenuCode>((resolve) => {
    menuCode.requested = true;
    menuCode.release = () => resolve({ Menu, MenuItem, MenuTrigger, Popover });
  });

function MenuDemo({ locale }: { locale: 'ar' | 'en' }) {
  const t = menuCopy[locale];
  return (
    <DeferredTrigger
      load={loadMenu}
      popup="menu"
      trigger={<Button variant="secondary">{t.open}</Button>}
    >
      {(loaded, trigger) => (
        <>
          <span data-testid="menu-code-loaded" hidden />
          <loaded.MenuTrigger>
            {trigger}
            <loaded.Popover placement="bottom start">
              <loaded.Menu
                style={{ background: 'white', padding: 4, listStyle: 'none', margin: 0 }}
              >
                {t.items.map((item) => (
                  <loaded.MenuItem key={item} style={{ padding: 8 }}>
                    {item}
                  </loaded.MenuItem>
                ))}
              </loaded.Menu>
            </loaded.Popover>
          </loaded.MenuTrigger>
        </>
      )}
    </DeferredTrigger>
  );
}

/**
 * A press that starts while the menu's code is on its way and ends after it has arrived (a slow
 * phone, a long press): the loaded trigger never saw the press start, yet the menu opens, with its
 * first item focused, as for a press made while loading.
 */
export const PressSpanningTheLoad: Story = {
  render: (_args, { globals }) => <MenuDemo locale={loc(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const t = menuCopy[loc(globals.locale)];
    menuCode.requested = false;
    const standIn = canvas.getByRole('button', { name: t.open });
    await expect(standIn).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: standIn });
    // The press started: the code was asked for. It arrives before the press ends.
    await waitFor(() => expect(menuCode.requested).toBe(true));
    menuCode.release();
    await canvas.findByTestId('menu-code-loaded');
    await userEvent.pointer({
      keys: '[/MouseLeft]',
      target: canvas.getByRole('button', { name: t.open }),
    });
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: t.items[0] })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/**
 * A keyboard user presses ArrowDown on the focused stand-in just as the menu's code arrives, before
 * React has put the loaded trigger in its place: the key is not lost, and the menu opens with its
 * first item focused.
 */
export const KeyBetweenArrivalAndMount: Story = {
  render: (_args, { globals }) => <MenuDemo locale={loc(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const t = menuCopy[loc(globals.locale)];
    menuCode.requested = false;
    const standIn = canvas.getByRole('button', { name: t.open });
    await userEvent.tab();
    await expect(standIn).toHaveFocus();
    await waitFor(() => expect(menuCode.requested).toBe(true));
    menuCode.release();
    // The code's promise settles in a microtask; React renders the loaded trigger in a later task.
    await Promise.resolve();
    await Promise.resolve();
    await expect(canvas.queryByTestId('menu-code-loaded')).toBeNull();
    standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    standIn.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowDown', bubbles: true }));
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: t.items[0] })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t.open })).toHaveFocus());
    canvas.getByRole('button', { name: t.open }).blur();
  },
};

/**
 * Escape once the dialog has taken focus (a key pressed before that goes to the page, as it would
 * for a shopper), then waits for the dialog to close.
 */
async function closeWithEscape(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

/** A native stand-in of `type="submit"` in a form, as the home page's wheel uses it. */
function SubmitDemo({ locale }: { locale: 'ar' | 'en' }) {
  const t = copy[locale];
  const [sent, setSent] = useState(0);
  return (
    <form
      method="get"
      action="#overlay"
      onSubmit={(event) => {
        event.preventDefault();
        setSent((count) => count + 1);
      }}
    >
      <DeferredTrigger
        load={loadSheet}
        popup="dialog"
        trigger={
          <button type="submit" className={buttonClassName()}>
            {t.open}
          </button>
        }
      >
        {(loaded, trigger) => (
          <loaded.Sheet title={t.title} trigger={trigger}>
            <p style={{ margin: 0 }}>{t.body}</p>
          </loaded.Sheet>
        )}
      </DeferredTrigger>
      <output data-sent={sent} />
    </form>
  );
}

/**
 * A stand-in that submits its form: before the page's scripts have run, a press posts the form
 * (to an address that opens the overlay, say); hydrated, a press opens the overlay and the form is
 * never sent, neither by the stand-in nor by the loaded trigger. Looks like `Default`.
 */
export const SubmitStandIn: Story = {
  tags: ['no-visual'],
  render: (_args, { globals }) => <SubmitDemo locale={loc(globals.locale)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = copy[loc(globals.locale)];
    const sent = canvasElement.querySelector('output')!;
    // In the server's HTML too: what makes a press before hydration a form submission.
    await expect(canvas.getByRole('button', { name: t.open })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await closeWithEscape(await body.findByRole('dialog', { name: t.title }));
    // The loaded trigger opens it again, still without sending the form.
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await closeWithEscape(await body.findByRole('dialog', { name: t.title }));
    await expect(sent).toHaveAttribute('data-sent', '0');
  },
};

const searchCopy = {
  ar: { field: 'ابحث في المتجر', typed: 'كنب', more: 'ة' },
  en: { field: 'Search the shop', typed: 'sofa', more: 's' },
} as const;

/** The search dialog's code, arriving only when the story lets it (`searchCode.release`). */
const searchCode = { requested: false, release: () => {} };
const loadSearchSheet = () =>
  new Promise<{ Sheet: typeof Sheet }>((resolve) => {
    searchCode.requested = true;
    searchCode.release = () => resolve({ Sheet });
  });

function SearchField({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <input
      aria-label={label}
      type="search"
      autoFocus
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

function TypeAheadDemo({ locale }: { locale: 'ar' | 'en' }) {
  const t = copy[locale];
  return (
    <DeferredTrigger load={loadSearchSheet} popup="dialog" trigger={<Button>{t.open}</Button>}>
      {(loaded, trigger) => (
        <loaded.Sheet title={t.title} trigger={trigger}>
          <SearchField label={searchCopy[locale].field} />
        </loaded.Sheet>
      )}
    </DeferredTrigger>
  );
}

/**
 * A shopper presses search and types at once, while the dialog's code is still on its way: what
 * they typed is in the box when it opens, and what they type next follows it.
 */
export const TypingWhileItOpens: Story = {
  tags: ['no-visual'],
  render: (_args, { globals }) => <TypeAheadDemo locale={loc(globals.locale)} />,
  play: async ({ canvas, globals }) => {
    const locale = loc(globals.locale);
    const t = { ...copy[locale], ...searchCopy[locale] };
    searchCode.requested = false;
    await userEvent.click(canvas.getByRole('button', { name: t.open }));
    await waitFor(() => expect(searchCode.requested).toBe(true));
    await userEvent.keyboard(t.typed);
    searchCode.release();
    const dialog = await body.findByRole('dialog', { name: t.title });
    const field = within(dialog).getByRole('searchbox', { name: t.field });
    await waitFor(() => expect(field).toHaveValue(t.typed));
    await expect(field).toHaveFocus();
    await userEvent.keyboard(t.more);
    await expect(field).toHaveValue(t.typed + t.more);
    await closeWithEscape(dialog);
  },
};
