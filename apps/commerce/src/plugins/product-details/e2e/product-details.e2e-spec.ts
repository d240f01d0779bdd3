import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts } from '../../../e2e/shop-queries';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { DEMO_PRODUCTS } from '../../../seed/catalogue';

let env: DarTestEnvironment;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const DETAIL_FIELDS = `
  slug
  customFields {
    careInstructions
    material
    specification
    originalPrice
    freeShipping
    warrantyYears
    deliveryDays
    widthCm
    depthCm
    heightCm
  }
`;

interface ProductDetails {
  slug: string;
  customFields: {
    careInstructions: string | null;
    material: string | null;
    specification: string | null;
    originalPrice: number | null;
    freeShipping: boolean;
    warrantyYears: number | null;
    deliveryDays: number | null;
    widthCm: number | null;
    depthCm: number | null;
    heightCm: number | null;
  };
}

describe('product details in the Shop API', () => {
  it('gives every demo product its details, translated into the language asked for', async () => {
    for (const languageCode of ['ar', 'en'] as const) {
      const products = await allProducts<ProductDetails>(
        env.shopClient,
        DETAIL_FIELDS,
        languageCode,
      );
      const bySlug = new Map(products.map((product) => [product.slug, product]));
      expect(bySlug.size).toBe(DEMO_PRODUCTS.length);
      for (const demo of DEMO_PRODUCTS) {
        const { details } = demo;
        expect(bySlug.get(demo.slug)?.customFields, demo.slug).toEqual({
          careInstructions: details.careInstructions[languageCode],
          material: details.material[languageCode],
          specification: details.specification[languageCode],
          originalPrice:
            details.originalPriceWithTax === undefined
              ? null
              : Math.round(details.originalPriceWithTax * 100),
          freeShipping: details.freeShipping,
          warrantyYears: details.warrantyYears,
          deliveryDays: details.deliveryDays,
          widthCm: details.widthCm,
          depthCm: details.depthCm,
          heightCm: details.heightCm,
        });
      }
    }
  });

  it('shows the sofa in Arabic and English with its "was" price above the price', async () => {
    const query = gql`
      query Sofa {
        product(slug: "nile-three-seater-sofa") {
          variants {
            priceWithTax
          }
          customFields {
            material
            originalPrice
            freeShipping
          }
        }
      }
    `;
    type Result = {
      product: {
        variants: Array<{ priceWithTax: number }>;
        customFields: { material: string; originalPrice: number; freeShipping: boolean };
      };
    };
    const arabic = await env.shopClient.query<Result>(query, {}, { languageCode: 'ar' });
    const english = await env.shopClient.query<Result>(query, {}, { languageCode: 'en' });
    expect(arabic.product.customFields.material).toBe('قماش كتان مخلوط على هيكل من خشب الزان');
    expect(english.product.customFields.material).toBe('Linen-blend fabric on a beech frame');
    expect(arabic.product.customFields.originalPrice).toBe(3_200_000);
    expect(arabic.product.customFields.freeShipping).toBe(true);
    for (const variant of arabic.product.variants) {
      expect(variant.priceWithTax).toBeLessThan(arabic.product.customFields.originalPrice);
    }
  });
});

describe('product details on the dashboard’s product screen', () => {
  it('are labelled in Arabic and English, care and specification in a multi-line box', async () => {
    await env.adminClient.asSuperAdmin();
    // What the dashboard reads to build the product form's custom fields block.
    const { globalSettings } = await env.adminClient.query<{
      globalSettings: {
        serverConfig: {
          entityCustomFields: Array<{
            entityName: string;
            customFields: Array<{
              name: string;
              label: Array<{ languageCode: string; value: string }>;
              ui: { component?: string } | null;
            }>;
          }>;
        };
      };
    }>(gql`
      query {
        globalSettings {
          serverConfig {
            entityCustomFields {
              entityName
              customFields {
                ... on CustomField {
                  name
                  label {
                    languageCode
                    value
                  }
                  ui
                }
              }
            }
          }
        }
      }
    `);
    const fields = new Map(
      globalSettings.serverConfig.entityCustomFields
        .find((entity) => entity.entityName === 'Product')!
        .customFields.map((field) => [field.name, field]),
    );
    for (const name of [
      'careInstructions',
      'material',
      'specification',
      'widthCm',
      'depthCm',
      'heightCm',
    ]) {
      const languages = fields
        .get(name)
        ?.label.map((label) => label.languageCode)
        .sort();
      expect(languages, name).toEqual(['ar', 'en']);
    }
    expect(fields.get('careInstructions')?.label).toContainEqual({
      languageCode: 'ar',
      value: 'تعليمات العناية',
    });
    for (const name of ['careInstructions', 'specification']) {
      expect(fields.get(name)?.ui, name).toEqual({ component: 'textarea-form-input' });
    }
  });
});
