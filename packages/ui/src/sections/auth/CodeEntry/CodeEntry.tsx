'use client';

import { useIntl } from '@dar/i18n/react';
import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';

import { Button } from '../../../Button';
import { Countdown } from '../../../Countdown';
import { Heading } from '../../../Heading';
import { Text } from '../../../Text';
import { describeAuthFailure, type AuthFailure } from '../shared/authFailure';
import * as form from '../shared/form.css';
import { CODE_LENGTH, enterDigits, eraseDigit } from './code';
import * as styles from './CodeEntry.css';

export interface CodeEntryProps {
  /** Where the code was sent, as the shopper typed it. */
  email: string;
  /** Called with the six digits (ASCII) when the shopper verifies. */
  onSubmit: (code: string) => void;
  /** Asks for a new code; the boxes empty and the wait starts again. */
  onResend: () => void;
  /** The server's `resendAfterSeconds`: how long "Resend code" stays disabled. */
  resendAfterSeconds: number;
  isPending?: boolean;
  /**
   * The failed `verifyPasswordResetCode` call: a wrong or expired code, too many attempts, an
   * invalid or expired reset token. The digits stay so the shopper can correct one.
   */
  error?: AuthFailure;
  titleLevel?: 1 | 2;
}

const emptyBoxes = () => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * The code-entry screen (/auth/otp): six boxes of one digit each, read as one group. Typing
 * moves on, Backspace goes back, a pasted or autofilled code fills every box.
 */
export function CodeEntry({
  email,
  onSubmit,
  onResend,
  resendAfterSeconds,
  isPending = false,
  error,
  titleLevel = 1,
}: CodeEntryProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [boxes, setBoxes] = useState(emptyBoxes);
  const [incomplete, setIncomplete] = useState(false);
  const [round, setRound] = useState(0);
  const [canResend, setCanResend] = useState(resendAfterSeconds <= 0);

  const failure = error ? describeAuthFailure(error, ['code']) : null;
  const message = incomplete
    ? intl.formatMessage({ id: 'auth.code.incomplete' }, { length: CODE_LENGTH })
    : failure
      ? intl.formatMessage({ id: failure.id }, failure.values)
      : null;

  const focusBox = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };
  const update = ({ boxes: next, focus }: { boxes: string[]; focus: number }) => {
    setBoxes(next);
    if (next.every(Boolean)) setIncomplete(false);
    focusBox(focus);
  };

  const change = (index: number, value: string) => {
    const old = boxes[index] ?? '';
    if (value === '') {
      update(eraseDigit(boxes, index));
      return;
    }
    // Typed beside the digit already there rather than over it: keep only the new keystroke.
    const text = old && value.length === 2 && value.includes(old) ? value.replace(old, '') : value;
    update(enterDigits(boxes, index, text));
  };
  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // The boxes run left to right in both languages, like the code in the email.
    if (event.key === 'Backspace') {
      event.preventDefault();
      update(eraseDigit(boxes, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(enterDigits(boxes, index, event.clipboardData.getData('text')));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const code = boxes.join('');
    if (code.length < CODE_LENGTH) {
      setIncomplete(true);
      focusBox(boxes.findIndex((digit) => digit === ''));
      return;
    }
    setIncomplete(false);
    onSubmit(code);
  };
  const resend = () => {
    onResend();
    setCanResend(false);
    setRound((value) => value + 1);
    setIncomplete(false);
    update({ boxes: emptyBoxes(), focus: 0 });
  };

  return (
    <form className={form.root} onSubmit={submit} noValidate aria-busy={isPending || undefined}>
      <div className={form.header}>
        <Heading level={titleLevel} size="lg">
          {intl.formatMessage({ id: 'auth.code.title' })}
        </Heading>
        <Text tone="secondary">
          {intl.formatMessage({ id: 'auth.code.intro' }, { length: CODE_LENGTH, email })}
        </Text>
      </div>
      <div className={styles.field}>
        <span id={labelId} className={styles.label}>
          {intl.formatMessage({ id: 'auth.code.label' })}
        </span>
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={message ? errorId : undefined}
          className={styles.boxes}
          dir="ltr"
        >
          {boxes.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={styles.box}
              value={digit}
              onChange={(event) => change(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
              onPaste={(event) => paste(index, event)}
              onFocus={(event) => event.target.select()}
              inputMode="numeric"
              // The phone offers the code from the email or SMS in the first box only.
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={intl.formatMessage(
                { id: 'auth.code.digit' },
                { index: index + 1, count: CODE_LENGTH },
              )}
              aria-invalid={message ? true : undefined}
              disabled={isPending}
            />
          ))}
        </div>
        {message && (
          <p id={errorId} role="alert" className={form.fieldError}>
            {message}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {intl.formatMessage({ id: 'auth.code.submit' })}
      </Button>
      <div className={form.footer}>
        {!canResend && (
          <Text as="span" size="sm" tone="secondary">
            {intl.formatMessage({ id: 'auth.code.resendWait' })}{' '}
            <Countdown
              key={round}
              durationMs={resendAfterSeconds * 1000}
              onDone={() => setCanResend(true)}
            />
          </Text>
        )}
        <Button variant="ghost" size="sm" isDisabled={!canResend || isPending} onPress={resend}>
          {intl.formatMessage({ id: 'auth.code.resend' })}
        </Button>
      </div>
    </form>
  );
}
