import { normalizeDigits } from '../../../PhoneInput/phone';

/** The password-reset code is six digits (the server's PasswordResetCodeRequested). */
export const CODE_LENGTH = 6;

/** The digits of what was typed or pasted, Arabic-Indic and Persian ones as ASCII; nothing else. */
export function codeDigits(text: string): string[] {
  return normalizeDigits(text).replace(/\D/g, '').split('');
}

/**
 * The boxes after `text` arrives in box `index`: one digit fills that box; several (a paste, the
 * phone's one-time-code autofill) fill the following boxes too, and a whole code fills them all
 * whichever box it lands in. `focus` is the box to go to next.
 */
export function enterDigits(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const digits = codeDigits(text);
  const next = [...boxes];
  if (digits.length === 0) return { boxes: next, focus: index };
  const start = digits.length >= boxes.length ? 0 : index;
  const placed = digits.slice(0, boxes.length - start);
  placed.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { boxes: next, focus: Math.min(start + placed.length, boxes.length - 1) };
}

/**
 * Backspace in box `index`: clears it, or, when it is already empty, clears the box before and
 * goes back there.
 */
export function eraseDigit(
  boxes: readonly string[],
  index: number,
): { boxes: string[]; focus: number } {
  const next = [...boxes];
  if (next[index] !== '') {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { boxes: next, focus: previous };
}
