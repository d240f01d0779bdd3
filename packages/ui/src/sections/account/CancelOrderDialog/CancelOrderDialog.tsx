'use client';

import { useIntl } from '@dar/i18n/react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
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
  /** The opening button; a "Cancel order" button by default. */
  trigger?: ReactElement;
  /** Controlled: the caller closes it once the order is cancelled. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * docs/product-spec.md §4's cancellation: a confirmation that needs an answer (the backdrop does not dismiss it)
 * and a reason, one of the seven, which must be chosen before the order can be cancelled.
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
  const changeOpen = (open: boolean) => {
    // Each opening asks afresh.
    if (!open) setReason(null);
    onOpenChange?.(open);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason !== null && !isPending) onConfirm(reason);
  };
  return (
    <Sheet
      trigger={trigger ?? <Button variant="danger">{say('account.cancel.open')}</Button>}
      title={intl.formatMessage({ id: 'account.cancel.title' }, { code: orderCode })}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      isOpen={isOpen}
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
}
