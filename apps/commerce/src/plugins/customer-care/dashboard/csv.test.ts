import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './csv';

describe('subscribersCsv', () => {
  it('writes a header and one CRLF line per subscriber', () => {
    expect(
      subscribersCsv([
        {
          emailAddress: 'mona@example.com',
          languageCode: 'ar',
          createdAt: '2026-11-27T03:00:00.000Z',
          unsubscribedAt: null,
        },
      ]),
    ).toBe(
      'email,language,subscribed_at,unsubscribed_at\r\nmona@example.com,ar,2026-11-27T03:00:00.000Z,\r\n',
    );
  });

  it('quotes commas and quotes, and defuses what a spreadsheet would run as a formula', () => {
    const csv = subscribersCsv([
      {
        emailAddress: '"a,b"@example.com',
        languageCode: 'en',
        createdAt: 'x',
        unsubscribedAt: null,
      },
      {
        emailAddress: '=HYPERLINK("x")@example.com',
        languageCode: 'en',
        createdAt: 'x',
        unsubscribedAt: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"""a,b""@example.com",en,x,');
    expect(csv.split('\r\n')[2]).toBe(`"'=HYPERLINK(""x"")@example.com",en,x,`);
  });
});
