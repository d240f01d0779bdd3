/**
 * One plain email address: no spaces, separators, quotes or angle brackets, and a dot in its
 * domain. "a@x.com, b@y.org" reached both inboxes, and any string dodged the per-email limits;
 * every Shop API operation that sends an email to an address a stranger types takes only this.
 */
const ONE_EMAIL_ADDRESS = /^[^\s@,;:<>()[\]"']+@[^\s@,;:<>()[\]"']+\.[^\s@,;:<>()[\]"'.]+$/;

export function isOneEmailAddress(text: string): boolean {
  return ONE_EMAIL_ADDRESS.test(text.trim());
}
