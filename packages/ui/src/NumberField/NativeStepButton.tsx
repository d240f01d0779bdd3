'use client';

import { useIntl } from '@dar/i18n/react';
import type { ButtonHTMLAttributes } from 'react';

import * as passwordStyles from '../PasswordField/PasswordField.css';
import * as styles from './NumberField.css';
import { StepGlyph } from './StepGlyph';

/**
 * The stepper's − or + as a native button, for a quantity that must work before the page has
 * hydrated (the buy box's field, a cart line's form): `NumberField`'s look and name, no React Aria.
 */
export function NativeStepButton({
  step,
  type = 'button',
  ...props
}: { step: 'increment' | 'decrement' } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label'
>) {
  const intl = useIntl();
  return (
    <button
      {...props}
      type={type}
      className={`${passwordStyles.inlineButton} ${styles.step}`}
      aria-label={intl.formatMessage({
        id: step === 'decrement' ? 'ui.quantity.decrease' : 'ui.quantity.increase',
      })}
    >
      <StepGlyph step={step} />
    </button>
  );
}
