'use client';

import { useUpdateCustomerPassword } from '@dar/commerce-hooks';
import { useIntl } from '@dar/i18n/react';
import { PasswordChangeForm, type PasswordChangeError } from '@dar/ui';
import { useState } from 'react';

/**
 * The password change with `updateCustomerPassword`: a wrong current password and a refused new
 * one show on their fields, anything else above the form; success is said on the form.
 */
export function PasswordView() {
  const intl = useIntl();
  const [updatePassword, { loading: pending }] = useUpdateCustomerPassword();
  const [error, setError] = useState<PasswordChangeError | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  return (
    <PasswordChangeForm
      isPending={pending}
      error={error}
      succeeded={succeeded}
      onSubmit={async ({ currentPassword, newPassword }) => {
        setError(null);
        setSucceeded(false);
        const outcome = await updatePassword({ currentPassword, newPassword });
        if (outcome.ok) {
          setSucceeded(true);
          return;
        }
        if (outcome.errorCode === 'INVALID_CREDENTIALS_ERROR') {
          setError({ kind: 'wrong-current-password' });
        } else if (outcome.errorCode === 'PASSWORD_VALIDATION_ERROR') {
          const reason = outcome.values.validationErrorMessage;
          setError({ kind: 'invalid-password', validationMessage: reason ? String(reason) : null });
        } else {
          setError({
            kind: 'other',
            message: intl.formatMessage({ id: outcome.messageId }, outcome.values),
          });
        }
      }}
    />
  );
}
