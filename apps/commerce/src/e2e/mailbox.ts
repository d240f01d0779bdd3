/** An email as the dev mailbox stores it. */
export interface MailboxEmail {
  fileName: string;
  subject: string;
  recipient: string;
  from: string;
  /** The HTML body. */
  body: string;
}

const POLL_INTERVAL_MS = 200;

/**
 * Reads the email plugin's dev mailbox over HTTP (`/mailbox/list`, `/mailbox/item/:file`), as a
 * developer would in a browser. Emails are sent by the job queue, so `waitFor` polls.
 */
export class Mailbox {
  constructor(private readonly baseUrl: string) {}

  async list(): Promise<Array<Pick<MailboxEmail, 'fileName' | 'subject' | 'recipient'>>> {
    const response = await fetch(`${this.baseUrl}/mailbox/list`);
    if (!response.ok) {
      throw new Error(`The mailbox answered ${response.status}`);
    }
    return (await response.json()) as Array<
      Pick<MailboxEmail, 'fileName' | 'subject' | 'recipient'>
    >;
  }

  async read(fileName: string): Promise<MailboxEmail> {
    const response = await fetch(`${this.baseUrl}/mailbox/item/${encodeURIComponent(fileName)}`);
    const email = (await response.json()) as Omit<MailboxEmail, 'fileName'>;
    return { ...email, fileName };
  }

  /** The emails to `recipient`, oldest first. */
  async to(recipient: string): Promise<MailboxEmail[]> {
    const entries = (await this.list()).filter((entry) => entry.recipient === recipient);
    const emails = await Promise.all(entries.map((entry) => this.read(entry.fileName)));
    return emails.sort((a, b) => a.fileName.localeCompare(b.fileName));
  }

  /** Waits for the `count`-th email to `recipient` that `matches`, and returns it. */
  async waitFor(
    recipient: string,
    matches: (email: MailboxEmail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<MailboxEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.to(recipient)).filter(matches);
      const last = found[found.length - 1];
      if (last) {
        return last;
      }
      if (Date.now() > deadline) {
        const subjects = (await this.to(recipient)).map((email) => email.subject);
        throw new Error(
          `No matching email to ${recipient} within ${timeoutMs} ms; received: ${JSON.stringify(subjects)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }
}
