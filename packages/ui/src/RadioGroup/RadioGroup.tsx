'use client';

import { useId, type ReactNode, type Ref } from 'react';
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';

import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The question ("Shipping method", "Payment method"). */
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Radio` or `RadioCard` elements. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice out of several (sort order, shipping method, payment method). Arrow keys move and
 * select within the group, following the reading direction; Tab leaves it.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.root}>
      <Label className={fieldStyles.label}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div className={styles.options}>{children}</div>
      <FieldErrorMessage errorMessage={errorMessage} choice />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<
  AriaRadioProps,
  'children' | 'className' | 'style' | 'render'
> {
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/** A plain option of a RadioGroup: a circle and its label. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}

export interface RadioCardProps extends Omit<
  AriaRadioProps,
  'children' | 'className' | 'style' | 'render' | 'aria-label' | 'aria-labelledby'
> {
  /** The option's name ("Express delivery", "Cash on delivery"). */
  title: string;
  /** What it means for the shopper ("Delivered in 1–2 working days"). */
  description?: ReactNode;
  /** The cost, usually a `Price`, or a word such as "Free"; shown at the card's end. */
  price?: ReactNode;
  /** A payment or carrier logo; decorative, the title names the option. */
  logo?: ReactNode;
  /**
   * Why the option is unavailable right now ("Cash on delivery is available for orders under
   * 20,000 EGP"). Setting it disables the card and reads the reason with it.
   */
  disabledReason?: string;
  ref?: Ref<HTMLLabelElement>;
}

/**
 * A card-style option for a RadioGroup: shipping and payment methods, with a title, a description,
 * a price or logo, and — when it cannot be chosen — the reason, still readable. Screen readers
 * hear the title as the name and the description, price and reason as its description.
 */
export function RadioCard({
  title,
  description,
  price,
  logo,
  disabledReason,
  isDisabled,
  ...props
}: RadioCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const describedBy = [
    description != null && `${id}-description`,
    price != null && `${id}-price`,
    disabledReason !== undefined && `${id}-reason`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaRadio
      {...props}
      isDisabled={isDisabled || disabledReason !== undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      className={styles.card}
    >
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.cardBody}>
        <span id={titleId} className={styles.cardTitle}>
          {title}
        </span>
        {description != null && (
          <span id={`${id}-description`} className={styles.cardDescription}>
            {description}
          </span>
        )}
        {disabledReason !== undefined && (
          <span id={`${id}-reason`} className={styles.cardReason}>
            {disabledReason}
          </span>
        )}
      </span>
      {(price != null || logo != null) && (
        <span className={styles.cardAside}>
          {logo != null && (
            <span className={styles.cardLogo} aria-hidden="true">
              {logo}
            </span>
          )}
          {price != null && <span id={`${id}-price`}>{price}</span>}
        </span>
      )}
    </AriaRadio>
  );
}
