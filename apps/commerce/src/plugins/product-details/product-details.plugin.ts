import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { bilingual } from '../../common/labels';

/**
 * What a product page shows beyond name, description and price: care, material, specification,
 * the "was" price, delivery promise, warranty and size. All public in the Shop API
 * (`Product.customFields`); the translated ones follow the request's `languageCode`.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.customFields.Product.push(
      {
        name: 'careInstructions',
        type: 'localeText',
        public: true,
        nullable: true,
        // Several lines of text: the dashboard's default for text is a one-line input.
        ui: { component: 'textarea-form-input' },
        label: bilingual('تعليمات العناية', 'Care instructions'),
      },
      {
        name: 'material',
        type: 'localeString',
        public: true,
        nullable: true,
        label: bilingual('الخامة', 'Material'),
      },
      {
        name: 'specification',
        type: 'localeText',
        public: true,
        nullable: true,
        ui: { component: 'textarea-form-input' },
        label: bilingual('المواصفات', 'Specification'),
      },
      {
        // Minor units (piastres), VAT included like the variant prices; shown struck through.
        name: 'originalPrice',
        type: 'int',
        public: true,
        nullable: true,
        min: 0,
        label: bilingual('السعر قبل الخصم', 'Original ("was") price'),
        ui: { component: 'currency-form-input' },
      },
      {
        name: 'freeShipping',
        type: 'boolean',
        public: true,
        nullable: false,
        defaultValue: false,
        label: bilingual('شحن مجاني', 'Free shipping'),
      },
      {
        name: 'warrantyYears',
        type: 'int',
        public: true,
        nullable: true,
        min: 0,
        max: 25,
        label: bilingual('الضمان (سنوات)', 'Warranty (years)'),
      },
      {
        name: 'deliveryDays',
        type: 'int',
        public: true,
        nullable: true,
        min: 0,
        max: 365,
        label: bilingual('مدة التوصيل (أيام)', 'Delivery (days)'),
      },
      ...(['widthCm', 'depthCm', 'heightCm'] as const).map((name) => ({
        name,
        type: 'int' as const,
        public: true,
        nullable: true,
        min: 0,
        max: 10_000,
        label: DIMENSION_LABELS[name],
      })),
    );
    return config;
  },
})
export class ProductDetailsPlugin {}

const DIMENSION_LABELS = {
  widthCm: bilingual('العرض (سم)', 'Width (cm)'),
  depthCm: bilingual('العمق (سم)', 'Depth (cm)'),
  heightCm: bilingual('الارتفاع (سم)', 'Height (cm)'),
};
