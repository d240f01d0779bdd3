import { describe, expect, it } from 'vitest';
import { checkContact } from '../plugins/customer-care/services/contact-rules';
import { isOneEmailAddress } from './email-address';

describe('an email a stranger types for the shop to write to', () => {
  it('is one plain address', () => {
    expect(isOneEmailAddress('mona.adel@example.com')).toBe(true);
    expect(isOneEmailAddress(' Mona+orders@mail.example.eg ')).toBe(true);
    expect(isOneEmailAddress('one@example.com, two@example.org')).toBe(false);
    expect(isOneEmailAddress('one@example.com;two@example.org')).toBe(false);
    expect(isOneEmailAddress('not-an-email <b>x</b>')).toBe(false);
    expect(isOneEmailAddress('"Mona" <mona@example.com>')).toBe(false);
    expect(isOneEmailAddress('mona@localhost')).toBe(false);
    expect(isOneEmailAddress('mona@example..com')).toBe(false);
    expect(isOneEmailAddress('mona@.example.com')).toBe(false);
  });

  it('takes an apostrophe in the name before the @, as registration does', () => {
    expect(isOneEmailAddress("sean.o'brien@example.ie")).toBe(true);
    expect(isOneEmailAddress("mona@o'example.com")).toBe(false);
  });

  it("is one of the contact form's violations when it is a list", () => {
    const form = { name: 'Mona', message: 'Is the sofa in stock?' };
    expect(checkContact({ ...form, email: 'a@x.com, b@y.org' })).toEqual(['EMAIL_INVALID']);
    expect(checkContact({ ...form, email: 'mona@example.com' })).toEqual([]);
  });
});
