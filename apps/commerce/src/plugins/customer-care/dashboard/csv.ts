/** One newsletter subscriber as the CSV export writes it. */
export interface SubscriberRow {
  emailAddress: string;
  languageCode: string;
  createdAt: string;
  unsubscribedAt: string | null;
}

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The newsletter list as CSV for a mailing tool: a header line, then one line per address
 * (CRLF line ends). A spreadsheet reads a leading `=`, `+`, `-` or `@` as a formula, so such a
 * value (an address typed by anyone on the storefront) gets a leading apostrophe.
 */
export function subscribersCsv(rows: SubscriberRow[]): string {
  const safe = (value: string) => field(/^[=+\-@]/.test(value) ? `'${value}` : value);
  const lines = [
    'email,language,subscribed_at,unsubscribed_at',
    ...rows.map((row) =>
      [row.emailAddress, row.languageCode, row.createdAt, row.unsubscribedAt ?? '']
        .map(safe)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
