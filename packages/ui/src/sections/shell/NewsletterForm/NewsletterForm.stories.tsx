import { messagesFor } from '@dar/i18n';
import { NewsletterForm, type NewsletterResult } from '@dar/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withIntl } from '../../../../story-fixtures/withIntl';

/** Rendered on the server in the shop; here with the story provider's messages. */
const StoryNewsletterForm = withIntl(NewsletterForm);

type Locale = 'ar' | 'en';
const loc = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  globals.locale === 'en' ? 'en' : 'ar';
const say = (context: Pick<StoryContext, 'globals'>) => messagesFor(loc(context));

const serverMessage = {
  ar: 'هذا البريد الإلكتروني مشترك بالفعل.',
  en: 'This email address is already subscribed.',
} as const;

const onSubscribe = fn(async (_email: string): Promise<NewsletterResult> => ({ ok: true }));
const onSubscribeFails = fn(async (_email: string): Promise<NewsletterResult> => ({ ok: false }));
const onSubscribeRefused = fn(async (_email: string): Promise<NewsletterResult> => ({
  ok: false,
  message: serverMessage[document.documentElement.lang === 'en' ? 'en' : 'ar'],
}));

const meta = {
  title: 'Sections/Shell/NewsletterForm',
  component: StoryNewsletterForm,
  args: { onSubscribe },
} satisfies Meta<typeof StoryNewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (context: StoryContext) =>
  context.canvas.getByRole('textbox', { name: say(context)['shell.newsletter.email'] });
const submit = (context: StoryContext) =>
  userEvent.click(
    context.canvas.getByRole('button', { name: say(context)['shell.newsletter.submit'] }),
  );

/** The spec's email rule, then a valid address subscribed and thanked. */
export const Default: Story = {
  play: async (context) => {
    const { canvas } = context;
    const messages = say(context);
    onSubscribe.mockClear();

    // Empty: the field's own required message.
    await submit(context);
    await expect(await canvas.findByText(messages['ui.field.valueMissing'])).toBeVisible();

    // Capitals (docs/product-spec.md §5): "Email cannot contain capital letters or spaces." in the story's language.
    await userEvent.type(field(context), 'Layla@Example.com');
    await submit(context);
    await expect(await canvas.findByText(messages['ui.validation.email'])).toBeVisible();
    await expect(field(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(onSubscribe).not.toHaveBeenCalled();

    // Spaces too.
    await userEvent.clear(field(context));
    await userEvent.type(field(context), 'layla @example.com');
    await submit(context);
    await expect(await canvas.findByText(messages['ui.validation.email'])).toBeVisible();
    await expect(onSubscribe).not.toHaveBeenCalled();

    await userEvent.clear(field(context));
    await userEvent.type(field(context), 'layla@example.com');
    await submit(context);
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith('layla@example.com'));
    await expect(onSubscribe).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(messages['shell.newsletter.success'])).toBeVisible();
    await expect(field(context)).toHaveValue('');

    // Another address the field refuses: its error alone, the earlier thanks gone.
    await userEvent.type(field(context), 'Mona@Example.com');
    await submit(context);
    await expect(await canvas.findByText(messages['ui.validation.email'])).toBeVisible();
    await expect(canvas.queryByText(messages['shell.newsletter.success'])).toBeNull();
    await userEvent.clear(field(context));
    await userEvent.type(field(context), 'mona@example.com');
    await submit(context);
    await expect(await canvas.findByText(messages['shell.newsletter.success'])).toBeVisible();
    await expect(onSubscribe).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The request is running: the button says so and cannot be pressed twice. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async (context) => {
    const button = context.canvas.getByRole('button', {
      name: say(context)['shell.newsletter.pending'],
    });
    await expect(button).toBeDisabled();
  },
};

/** Subscribing failed: the failure is announced and the address stays for another try. */
export const Error: Story = {
  args: { onSubscribe: onSubscribeFails },
  play: async (context) => {
    onSubscribeFails.mockClear();
    await userEvent.type(field(context), 'layla@example.com');
    await submit(context);
    await waitFor(() => expect(onSubscribeFails).toHaveBeenCalledWith('layla@example.com'));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      say(context)['shell.newsletter.error'],
    );
    await expect(field(context)).toHaveValue('layla@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server's own reason, already translated, replaces the general failure text. */
export const ServerMessage: Story = {
  args: { onSubscribe: onSubscribeRefused },
  play: async (context) => {
    await userEvent.type(field(context), 'layla@example.com');
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverMessage[loc(context)],
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Subscribed, as the caller reports it. */
export const Success: Story = {
  args: { status: 'success' },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      say(context)['shell.newsletter.success'],
    );
  },
};

const subscribeAction = fn(
  async (_previous: NewsletterResult | null, _form: FormData): Promise<NewsletterResult> => ({
    ok: true,
  }),
);
const refuseAction = fn(
  async (_previous: NewsletterResult | null, _form: FormData): Promise<NewsletterResult> => ({
    ok: false,
    message: serverMessage[document.documentElement.lang === 'en' ? 'en' : 'ar'],
  }),
);

/**
 * With a form action (the shop's Server Action): the same checks first, then one call with the
 * form's data; a subscribed address leaves the field. Before hydration the browser posts the form.
 */
export const WithAction: Story = {
  args: { action: subscribeAction, onSubscribe: undefined },
  play: async (context) => {
    subscribeAction.mockClear();
    await userEvent.type(field(context), 'Layla@Example.com');
    await submit(context);
    await expect(
      await context.canvas.findByText(say(context)['ui.validation.email']),
    ).toBeVisible();
    await expect(subscribeAction).not.toHaveBeenCalled();

    await userEvent.clear(field(context));
    await userEvent.type(field(context), 'layla@example.com');
    await submit(context);
    await expect(
      await context.canvas.findByText(say(context)['shell.newsletter.success']),
    ).toBeVisible();
    await expect(subscribeAction).toHaveBeenCalledTimes(1);
    await expect(subscribeAction.mock.calls[0]?.[1].get('email')).toBe('layla@example.com');
    await expect(field(context)).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The action refused the address: its message, and the address stays for another try. */
export const WithActionRefused: Story = {
  args: { action: refuseAction, onSubscribe: undefined },
  play: async (context) => {
    await userEvent.type(field(context), 'layla@example.com');
    await submit(context);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      serverMessage[loc(context)],
    );
    await expect(field(context)).toHaveValue('layla@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
