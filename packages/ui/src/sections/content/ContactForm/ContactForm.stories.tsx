import { ContactForm, type ContactValues } from '@dar/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { catalogueText, storyLocale } from '../../../../story-fixtures/auth';
import { contactFixture } from '../../../../story-fixtures/content';

/** Ends every message the way `result` says, as the storefront does with `contactUs`. */
function ContactWithServer({
  result,
  onSubmit,
}: {
  result: 'sent' | 'failed';
  onSubmit: (values: ContactValues) => void;
}) {
  const [outcome, setOutcome] = useState<'sent' | 'failed'>();
  return (
    <ContactForm
      result={outcome}
      onSendAnother={() => setOutcome(undefined)}
      onSubmit={(values) => {
        onSubmit(values);
        setOutcome(result);
      }}
    />
  );
}

const meta = {
  title: 'Sections/Content/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const parts = (canvas: Canvas, locale: 'ar' | 'en') => ({
  name: canvas.getByRole('textbox', { name: catalogueText(locale, 'content.contact.name') }),
  email: canvas.getByRole('textbox', { name: catalogueText(locale, 'content.contact.email') }),
  message: canvas.getByRole('textbox', { name: catalogueText(locale, 'content.contact.message') }),
  submit: canvas.getByRole('button', {
    name: (name) => name.startsWith(catalogueText(locale, 'content.contact.submit')),
  }),
});

export const Default: Story = {
  render: (args) => <ContactWithServer result="sent" onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = contactFixture(locale);
    const form = parts(canvas, locale);
    await userEvent.type(form.name, shopper.name);
    await userEvent.type(form.email, shopper.email);
    await userEvent.type(form.message, shopper.message);
    await userEvent.click(form.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(shopper);
    // "Thank you for contacting us", announced.
    const thanks = await canvas.findByRole('status');
    await expect(thanks).toHaveTextContent(catalogueText(locale, 'content.contact.success'));
    await expect(thanks).toHaveTextContent(
      catalogueText(locale, 'content.contact.successBody', { email: shopper.email }),
    );
    // Writing again starts from an empty form.
    await userEvent.click(
      canvas.getByRole('button', { name: catalogueText(locale, 'content.contact.sendAnother') }),
    );
    await expect(parts(canvas, locale).name).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Validation: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = parts(canvas, locale);
    const missing = catalogueText(locale, 'ui.field.valueMissing');
    await userEvent.click(form.submit);
    await waitFor(() => expect(form.name).toHaveAccessibleDescription(missing));
    await expect(form.email).toHaveAccessibleDescription(missing);
    await expect(form.message).toHaveAccessibleDescription(missing);
    await userEvent.type(form.email, 'Layla.Hassan@example.com');
    await userEvent.click(form.submit);
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(catalogueText(locale, 'ui.validation.email')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Failed: Story = {
  render: (args) => <ContactWithServer result="failed" onSubmit={args.onSubmit} />,
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const shopper = contactFixture(locale);
    const form = parts(canvas, locale);
    await userEvent.type(form.name, shopper.name);
    await userEvent.type(form.email, shopper.email);
    await userEvent.type(form.message, shopper.message);
    await userEvent.click(form.submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // "There was a problem, please try again", and nothing the shopper wrote is lost.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      catalogueText(locale, 'content.contact.error'),
    );
    await expect(form.name).toHaveValue(shopper.name);
    await expect(form.email).toHaveValue(shopper.email);
    await expect(form.message).toHaveValue(shopper.message);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    result: 'failed',
    fieldErrors: { message: 'The message must be at least 10 characters long.' },
  },
  render: (args, { globals }) => (
    <ContactForm
      {...args}
      fieldErrors={
        storyLocale(globals.locale) === 'ar'
          ? { message: 'يجب ألا تقل الرسالة عن ١٠ أحرف.' }
          : args.fieldErrors
      }
    />
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const form = parts(canvas, locale);
    await expect(form.message).toHaveAccessibleDescription(
      locale === 'ar'
        ? 'يجب ألا تقل الرسالة عن ١٠ أحرف.'
        : 'The message must be at least 10 characters long.',
    );
    await expect(form.message).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const locale = storyLocale(globals.locale);
    const form = parts(canvas, locale);
    await userEvent.click(form.submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('progressbar', { name: catalogueText(locale, 'ui.loading') }),
    ).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongArabicText: Story = {
  args: { result: 'failed' },
  render: (args) => (
    <div style={{ maxInlineSize: '18rem' }}>
      <ContactForm {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const locale = storyLocale(globals.locale);
    const form = parts(canvas, locale);
    // Name and email stack in a narrow column.
    await expect(form.email.getBoundingClientRect().top).toBeGreaterThan(
      form.name.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
