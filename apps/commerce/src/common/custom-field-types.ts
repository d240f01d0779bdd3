import type { Product } from '@vendure/core';

/**
 * Types of our custom fields, for code that reads or writes `entity.customFields`. The GraphQL
 * schema comes from the plugins' configuration; these must match it.
 */
declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomProductFields {
    originalPrice: number | null;
    freeShipping: boolean;
    warrantyYears: number | null;
    deliveryDays: number | null;
    widthCm: number | null;
    depthCm: number | null;
    heightCm: number | null;
  }
  interface CustomProductFieldsTranslation {
    careInstructions: string | null;
    material: string | null;
    specification: string | null;
  }
  interface CustomAddressFields {
    type: 'home' | 'work' | 'other';
    area: string | null;
    instructions: string | null;
    verified: boolean;
  }
  interface CustomCustomerFields {
    favProducts: Array<Product | null> | null;
    preferredLanguage: 'ar' | 'en';
  }
  interface CustomOrderFields {
    cancellationReason: string | null;
  }
}

export {};
