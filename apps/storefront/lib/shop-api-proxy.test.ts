import { describe, expect, it } from 'vitest';
import {
  commerceShopApiUrl,
  forwardedRequestHeaders,
  forwardedResponseHeaders,
  isCrossOriginPost,
} from './shop-api-proxy';

describe('the /shop-api proxy', () => {
  it('finds the commerce server from the environment when it runs, not when it was built', () => {
    expect(commerceShopApiUrl({ COMMERCE_SHOP_API_URL: 'http://shop:4000/shop-api' })).toBe(
      'http://shop:4000/shop-api',
    );
    expect(commerceShopApiUrl({ COMMERCE_URL: 'http://shop:4000' })).toBe(
      'http://shop:4000/shop-api',
    );
    expect(commerceShopApiUrl({})).toBe('http://localhost:3001/shop-api');
  });

  it('refuses a POST from another site, and only that', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(
      isCrossOriginPost('POST', headers({ host: 'dar.example', origin: 'https://evil.example' })),
    ).toBe(true);
    expect(isCrossOriginPost('POST', headers({ host: 'dar.example', origin: 'null' }))).toBe(true);
    expect(
      isCrossOriginPost('POST', headers({ host: 'dar.example', origin: 'https://dar.example' })),
    ).toBe(false);
    // Server-side callers send no Origin; a GET cannot change anything.
    expect(isCrossOriginPost('POST', headers({ host: 'dar.example' }))).toBe(false);
    expect(
      isCrossOriginPost('GET', headers({ host: 'dar.example', origin: 'https://evil.example' })),
    ).toBe(false);
  });

  it('passes cookies both ways and drops the headers of one hop', () => {
    const sent = forwardedRequestHeaders(
      new Headers({ cookie: 'session=1', host: 'dar.example', connection: 'keep-alive' }),
    );
    expect(sent.get('cookie')).toBe('session=1');
    expect(sent.has('host')).toBe(false);
    expect(sent.has('connection')).toBe(false);

    const answer = new Headers({ 'content-type': 'application/json', 'content-encoding': 'gzip' });
    answer.append('set-cookie', 'session=2; HttpOnly');
    answer.append('set-cookie', 'session.sig=3; HttpOnly');
    const back = forwardedResponseHeaders(answer);
    expect(back.getSetCookie()).toEqual(['session=2; HttpOnly', 'session.sig=3; HttpOnly']);
    expect(back.has('content-encoding')).toBe(false);
    expect(back.get('content-type')).toBe('application/json');
  });
});
