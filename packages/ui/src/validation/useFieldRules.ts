'use client';

import { useIntl } from '@dar/i18n/react';
import { useMemo } from 'react';
import { checkEmail, checkFirstName, checkLastName, checkPasswordsMatch } from './rules';

/**
 * The docs/product-spec.md §5 rules as `validate` functions for TextField and PasswordField, with the message in the
 * shop's language. Required-ness stays with `isRequired`, so an empty field gets the field's own
 * "Please fill in this field." rather than a rule's message.
 */
export function useFieldRules() {
  const intl = useIntl();
  return useMemo(() => {
    const say = (id: ReturnType<typeof checkEmail>) => (id ? intl.formatMessage({ id }) : null);
    return {
      firstName: (value: string) => say(checkFirstName(value)),
      lastName: (value: string) => say(checkLastName(value)),
      email: (value: string) => say(checkEmail(value)),
      /** For the confirmation field: compares with the new password the form holds. */
      matches: (password: string) => (confirmation: string) =>
        say(checkPasswordsMatch(password, confirmation)),
    };
  }, [intl]);
}
