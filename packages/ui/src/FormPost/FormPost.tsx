import type { FormEvent, ReactNode } from 'react';

import * as styles from './FormPost.css';

/**
 * Where an action posts as a plain HTML form: the app's endpoint and the fields it needs besides
 * the control's own (the page's language, the way back). A press before the page's scripts have
 * run, or with JavaScript off, is then one ordinary form submission; once hydrated, the
 * component's callback runs instead and the form is not sent.
 */
export interface FormTarget {
  /** The URL the form posts to (`method="post"`). */
  action: string;
  /** Hidden fields sent with the control's own. */
  fields?: Readonly<Record<string, string>>;
}

/** The hidden inputs of a form post: `fields`, then the control's own (which win). */
export function HiddenFields({
  fields,
  own,
}: {
  fields?: Readonly<Record<string, string>> | undefined;
  own?: Readonly<Record<string, string>>;
}) {
  return Object.entries({ ...fields, ...own }).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * A control's plain form post: `<form method="post">` to the target with its hidden fields, adding
 * no box of its own (the control inside lays out as it would without it). `onSubmit` gets the
 * submission once the page has hydrated; it calls `preventDefault` when a callback carries the
 * action out instead of the post.
 */
export function FormPost({
  target,
  own,
  onSubmit,
  children,
}: {
  target: FormTarget;
  own: Readonly<Record<string, string>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="post" action={target.action} className={styles.contents} onSubmit={onSubmit}>
      <HiddenFields fields={target.fields} own={own} />
      {children}
    </form>
  );
}
