/**
 * One plain email address: no spaces, separators, double quotes or angle brackets, a dot in its
 * domain and no empty label there. "a@x.com, b@y.org" reached both inboxes, and any string dodged
 * the per-email limits; every Shop API operation that sends an email to an address a stranger
 * types takes only this. An apostrophe is a letter of the name before the @ ("o'brien@…"), as
 * registration takes it.
 */
const ONE_EMAIL_ADDRESS = /^[^\s@,;:<>()[\]"]+@(?:[^\s@,;:<>()[\]"'.]+\.)+[^\s@,;:<>()[\]"'.]+$/;

export function isOneEmailAddress(text: string): boolean {
  return ONE_EMAIL_ADDRESS.test(text.trim());
}
