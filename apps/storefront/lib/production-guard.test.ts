import { describe, expect, it } from 'vitest';
import { productionProblems } from './production-guard';

const SECRET = 'a shared client-address secret';

describe('productionProblems', () => {
  it('refuses a production server without the client-address secret', () => {
    expect(productionProblems({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^CLIENT_ADDRESS_SECRET is missing/),
    ]);
    expect(productionProblems({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: '' })).toHaveLength(
      1,
    );
  });

  it('refuses secrets shorter than the commerce server accepts', () => {
    expect(
      productionProblems({
        NODE_ENV: 'production',
        CLIENT_ADDRESS_SECRET: 'short',
        STOREFRONT_REVALIDATE_SECRET: 'short too',
      }),
    ).toEqual([
      'CLIENT_ADDRESS_SECRET must be at least 16 characters.',
      expect.stringMatching(/^STOREFRONT_REVALIDATE_SECRET must be at least 16 characters/),
    ]);
  });

  it('starts with the secrets set, and the revalidate route may stay off', () => {
    expect(productionProblems({ NODE_ENV: 'production', CLIENT_ADDRESS_SECRET: SECRET })).toEqual(
      [],
    );
  });

  it('checks neither development nor the production build', () => {
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(
      productionProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }),
    ).toEqual([]);
  });
});
