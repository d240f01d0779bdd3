'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type FormEvent } from 'react';

import { Button } from '../../../Button';
import { HiddenFields, type FormTarget } from '../../../FormPost';
import { IconClose } from '../../../Icon';
import { Spinner } from '../../../Spinner';
import { TextField } from '../../../TextField';
import { settle, type CartAction } from '../outcome';
import { couponErrorMessageId, type CouponErrorReason } from './couponReason';
import * as styles from './CouponField.css';

export interface CouponFieldProps {
  /** Codes already on the order, each with a remove button. */
  appliedCodes: readonly string[];
  /**
   * Apply pressed (or Enter) with the trimmed code. The field empties when this succeeds and keeps
   * the code when it rejects or answers a failure, so the shopper can correct it.
   */
  onApply?: CartAction<[code: string]> | undefined;
  onRemove?: CartAction<[code: string]>;
  /** Why the server refused the last code; shown in the page's language under the field. */
  error?: CouponErrorReason | null;
  /** Another failure, already translated (takes the place of `error`'s message). */
  errorMessage?: string;
  /**
   * Apply as a plain form post (`couponCode` and the target's fields): a press before the page has
   * hydrated, or with JavaScript off, sends the form; once hydrated, `onApply` runs instead.
   */
  form?: FormTarget | undefined;
  /** The code in the field at first: what the shopper typed, when the server refused it. */
  defaultCode?: string;
}

/** Type a coupon code and apply it; applied codes are listed with a remove button each. */
export function CouponField({
  appliedCodes,
  onApply,
  onRemove,
  error,
  errorMessage,
  form,
  defaultCode = '',
}: CouponFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState(defaultCode);
  const [applying, setApplying] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const message =
    errorMessage ?? (error ? intl.formatMessage({ id: couponErrorMessageId[error] }) : undefined);

  const apply = async (event: FormEvent) => {
    // No callback (the page has not hydrated its cart): the form posts to `form.action`.
    if (!onApply) return;
    event.preventDefault();
    const typed = code.trim();
    if (typed === '' || applying) return;
    setApplying(true);
    const applied = await settle(onApply, typed);
    setApplying(false);
    if (applied) setCode('');
  };

  const remove = async (applied: string) => {
    if (removing !== null) return;
    setRemoving(applied);
    await settle(onRemove, applied);
    setRemoving(null);
  };

  return (
    <div className={styles.root}>
      <form
        className={styles.form}
        onSubmit={(event) => void apply(event)}
        {...(form ? { method: 'post', action: form.action } : {})}
      >
        {form && <HiddenFields fields={form.fields} />}
        <div className={styles.field}>
          <TextField
            label={intl.formatMessage({ id: 'cart.coupon.label' })}
            name="couponCode"
            value={code}
            onChange={setCode}
            isInvalid={message !== undefined}
            errorMessage={message}
            autoComplete="off"
            // The server's refusal must not block the form: the shopper resubmits a corrected code.
            validationBehavior="aria"
          />
        </div>
        <div className={styles.submit}>
          {/* Not Button's isPending: its announcement outlives the button's spinner. */}
          <Button type="submit" variant="secondary">
            {intl.formatMessage({ id: 'cart.coupon.apply' })}
          </Button>
          {applying && (
            <Spinner size="sm" label={intl.formatMessage({ id: 'cart.coupon.applying' })} />
          )}
        </div>
      </form>
      {appliedCodes.length > 0 && (
        <ul
          className={styles.applied}
          aria-label={intl.formatMessage({ id: 'cart.coupon.applied' })}
        >
          {appliedCodes.map((applied) => (
            <li key={applied} className={styles.chip}>
              <bdi className={styles.code}>{applied}</bdi>
              {removing === applied ? (
                <span className={styles.chipBusy}>
                  <Spinner
                    size="sm"
                    label={intl.formatMessage({ id: 'cart.coupon.remove' }, { code: applied })}
                  />
                </span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<IconClose />}
                  aria-label={intl.formatMessage({ id: 'cart.coupon.remove' }, { code: applied })}
                  onPress={() => void remove(applied)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
