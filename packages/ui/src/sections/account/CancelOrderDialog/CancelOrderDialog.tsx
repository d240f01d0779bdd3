'use client';

import { useIntl } from '@dar/i18n/react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { FragmentButton } from '../../../FragmentButton';
import { InlineAlert } from '../../../InlineAlert';
import { Radio, RadioGroup } from '../../../RadioGroup';
import { Sheet } from '../../../Sheet';
import { Spinner } from '../../../Spinner';
import { CANCELLATION_REASONS, type CancellationReasonCode } from '../orders';
import * as styles from './CancelOrderDialog.css';

export interface CancelOrderDialogProps {
  /** The order's code, named in the question. */
  orderCode: string;
  /** Called with the chosen reason's API code (`cancelMyOrder(orderId, reason)`). */
  onConfirm: (reason: CancellationReasonCode) => void;
  /** While the cancellation is on its way: the dialog stays open and its buttons wait. */
  isPending?: boolean;
  /** Why it failed (OrderNotCancellableError's message, already translated); the choice stays. */
  error?: string | null;
  /**
   * The opening button (React Aria's). By default a native "Cancel order" button that works
   * before the page has hydrated ({@link CANCEL_ORDER_FRAGMENT}).
   */
  trigger?: ReactElement;
  /** Controlled: the caller closes it once the order is cancelled. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The default trigger's fragment (`FragmentButton`): pressed before the page's scripts have run,
 * it asks for the order's page again at `?#cancel-order`, and the dialog opens once the page has
 * hydrated there. Once hydrated, a press opens it in place.
 */
export const CANCEL_ORDER_FRAGMENT = 'cancel-order';

/**
 * docs/product-spec.md §4's cancellation: a confirmation that needs an answer (the backdrop does not dismiss it)
 * and a reason, one of the seven, which must be chosen before the order can be cancelled.
 *
 * Its default trigger is a native button with `Button`'s look, so a press is never lost to a page
 * still loading its scripts ({@link CANCEL_ORDER_FRAGMENT}); the cancellation itself needs them.
 * Controlled (`isOpen`) or not, the dialog says when it opens and closes through `onOpenChange`.
 */
export function CancelOrderDialog({
  orderCode,
  onConfirm,
  isPending = false,
  error = null,
  trigger,
  isOpen,
  onOpenChange,
}: CancelOrderDialogProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [reason, setReason] = useState<CancellationReasonCode | null>(null);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isOpen ?? ownOpen;
  const changeOpen = (next: boolean) => {
    // Each opening asks afresh.
    if (!next) setReason(null);
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason !== null && !isPending) onConfirm(reason);
  };
  const sheet = (
    <Sheet
      trigger={trigger}
      title={intl.formatMessage({ id: 'account.cancel.title' }, { code: orderCode })}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      isOpen={trigger ? isOpen : open}
      onOpenChange={changeOpen}
    >
      {(close) => (
        <Form className={styles.form} onSubmit={submit}>
          <p className={styles.body}>{say('account.cancel.body')}</p>
          <RadioGroup
            label={say('account.cancel.reasonLabel')}
            isRequired
            value={reason}
            onChange={(value) => setReason(value as CancellationReasonCode)}
            isDisabled={isPending}
          >
            {CANCELLATION_REASONS.map((code) => (
              <Radio key={code} value={code}>
                {say(`account.cancel.reason.${code}`)}
              </Radio>
            ))}
          </RadioGroup>
          {error && (
            <InlineAlert intl={intl} tone="danger" isLive>
              {error}
            </InlineAlert>
          )}
          <div className={styles.actions}>
            {/* A spinner beside the buttons rather than the button's own pending state: React Aria
                announces a pending button by its id, which is gone once the dialog closes. */}
            {isPending && <Spinner label={say('account.cancel.pending')} />}
            <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus>
              {say('account.cancel.keep')}
            </Button>
            <Button type="submit" variant="danger" isDisabled={isPending}>
              {say('account.cancel.confirm')}
            </Button>
          </div>
        </Form>
      )}
    </Sheet>
  );
  if (trigger) return sheet;
  return (
    <>
      <FragmentButton
        fragment={CANCEL_ORDER_FRAGMENT}
        variant="danger"
        aria-haspopup="dialog"
        aria-expanded={open}
        isPressed={open}
        onPress={() => changeOpen(true)}
      >
        {say('account.cancel.open')}
      </FragmentButton>
      {sheet}
    </>
  );
}
