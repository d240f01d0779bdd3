import {
  type Control,
  FormFieldWrapper,
  Input,
  PageBlock,
  RichTextInput,
  Switch,
  useLingui,
  useWatch,
} from '@vendure/dashboard';
import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * Our screens' labels. They are Lingui messages with explicit ids (the id itself is the English
 * text), looked up at run time the way the dashboard translates its own menu titles, so the
 * extensions need no Lingui macro transform. The dashboard merges every plugin's `ar.po` into
 * one catalogue: this folder's own labels (Schedule, Create, Saved…) are in
 * merchandising/dashboard/i18n/ar.po, each screen's in its plugin's.
 */
export function useT(): (message: string) => string {
  const { i18n } = useLingui();
  return (message) => i18n.t(message);
}

/** The languages the shop writes every text in, Arabic first (spec: Arabic-first, English second). */
export const SHOP_LANGUAGES = [
  { code: 'ar', label: 'Arabic', dir: 'rtl' },
  { code: 'en', label: 'English', dir: 'ltr' },
] as const;

/**
 * One translated text in Arabic and English side by side. The form holds a translation row per
 * available language (the dashboard adds the missing ones); the dashboard's own translatable
 * field shows one language at a time, while merchandisers write both together.
 */
export function BilingualField({
  control,
  name,
  label,
  multiline = false,
  rich = false,
}: {
  // The form's input type differs per screen; only the `translations` rows matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<any>;
  name: string;
  label: string;
  multiline?: boolean;
  /** HTML written with the dashboard's rich text editor (a blog post's body). */
  rich?: boolean;
}) {
  const t = useT();
  const translations = (useWatch({ control, name: 'translations' }) ?? []) as Array<{
    languageCode: string;
  }>;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {SHOP_LANGUAGES.map((language) => {
        const index = translations.findIndex((row) => row.languageCode === language.code);
        if (index === -1) return null;
        return (
          <FormFieldWrapper
            key={language.code}
            control={control}
            name={`translations.${index}.${name}`}
            label={`${t(label)} (${t(language.label)})`}
            render={({ field }) =>
              rich ? (
                <RichText
                  field={field}
                  label={`${t(label)} (${t(language.label)})`}
                  language={language}
                />
              ) : multiline ? (
                <textarea
                  {...field}
                  value={field.value ?? ''}
                  dir={language.dir}
                  lang={language.code}
                  rows={4}
                  className="border-input w-full rounded-md border bg-transparent px-3 py-2 text-sm"
                />
              ) : (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  dir={language.dir}
                  lang={language.code}
                />
              )
            }
          />
        );
      })}
    </div>
  );
}

/** A whole number of at least 0 (a position, a number of seconds). */
export function NumberField({
  control,
  name,
  label,
  description,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<any>;
  name: string;
  label: string;
  description: string;
}) {
  return (
    <FormFieldWrapper
      control={control}
      name={name}
      label={label}
      description={description}
      render={({ field }) => (
        <Input
          type="number"
          min={0}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? 0}
          onChange={(event) => field.onChange(Number(event.target.value))}
        />
      )}
    />
  );
}

/**
 * The dashboard's rich text editor for one language. It takes the language's direction from the
 * block it sits in; its text area has no name of its own, so it is given the field's label (the
 * label element points at this block, which a screen reader does not announce for the editor).
 */
function RichText({
  field,
  label,
  language,
}: {
  field: { value?: string | null; onChange: (value: string) => void };
  label: string;
  language: (typeof SHOP_LANGUAGES)[number];
}) {
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = block.current;
    if (!element) return undefined;
    // The editor mounts its text area after the first render and may replace it.
    const name = () =>
      element.querySelector('[contenteditable]')?.setAttribute('aria-label', label);
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return (
    <div ref={block} dir={language.dir} lang={language.code}>
      <RichTextInput {...field} value={field.value ?? ''} />
    </div>
  );
}

/** `2026-11-27T10:05:30` in the browser's time zone, as `<input type="datetime-local">` wants it. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * Switched on or off, and the optional dates between which the shop shows the item. Native
 * date-time inputs: staff type a minute to the keyboard (the dashboard's own picker chooses a
 * day in a calendar, and scheduling to the minute is what an alert strip needs). `column` and
 * `blockId` are how the page layout recognises a block among its children.
 */
export function ScheduleBlock({
  control,
  column,
  blockId,
  dates = true,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<any>;
  column: 'side' | 'main';
  blockId: string;
  /** Whether it has start and end dates; a question is only switched on or off. */
  dates?: boolean;
}) {
  const t = useT();
  return (
    <PageBlock column={column} blockId={blockId} title={t('Schedule')}>
      <div className="flex flex-col gap-4">
        <FormFieldWrapper
          control={control}
          name="enabled"
          label={t('Enabled')}
          description={t('Shown in the shop between its dates when enabled')}
          render={({ field }) => (
            <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
          )}
        />
        {(dates ? (['startsAt', 'endsAt'] as const) : []).map((name) => (
          <FormFieldWrapper
            key={name}
            control={control}
            name={name}
            label={t(name === 'startsAt' ? 'Starts at' : 'Ends at')}
            description={t(
              name === 'startsAt' ? 'Empty: shown from now on' : 'Empty: shown until switched off',
            )}
            render={({ field }) => <DateTimeField field={field} />}
          />
        ))}
      </div>
    </PageBlock>
  );
}

/**
 * A moment to the second in the browser's time zone; empty is null. The rest of its props (the
 * id and ARIA attributes the form field's label and description point at) reach the input.
 */
function DateTimeField({
  field,
  ...props
}: {
  field: {
    name: string;
    value?: string | null;
    ref: (element: HTMLInputElement | null) => void;
    onBlur: () => void;
    onChange: (value: string | null) => void;
  };
} & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  return (
    <Input
      {...props}
      type="datetime-local"
      // To the second: an alert strip can end at 18:00:00 sharp.
      step={1}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={toLocalInput(field.value)}
      onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
    />
  );
}

/**
 * A block of a screen's form: `column` and `blockId` are how the page layout recognises a block
 * among its children, so a component that renders a PageBlock takes them as its own props.
 */
export interface BlockProps {
  // The form's input type differs per screen.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<any>;
  column: 'side' | 'main';
  blockId: string;
}

/**
 * A blog post's publish date: the shop lists it from that moment (a later one schedules it);
 * empty keeps it a draft.
 */
export function PublishBlock({ control, column, blockId }: BlockProps) {
  const t = useT();
  return (
    <PageBlock column={column} blockId={blockId} title={t('Publishing')}>
      <FormFieldWrapper
        control={control}
        name="publishedAt"
        label={t('Published at')}
        description={t('Empty: a draft the shop does not show')}
        render={({ field }) => <DateTimeField field={field} />}
      />
    </PageBlock>
  );
}

/** Shown/not shown now, for the lists: enabled and today inside its dates. */
export function isShownNow(item: {
  enabled: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}): boolean {
  const now = Date.now();
  return (
    item.enabled &&
    (!item.startsAt || new Date(item.startsAt).getTime() <= now) &&
    (!item.endsAt || new Date(item.endsAt).getTime() > now)
  );
}
