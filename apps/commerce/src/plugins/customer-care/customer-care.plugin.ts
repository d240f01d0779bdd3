import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { staffOnly } from '../../common/custom-fields';
import { bilingual } from '../../common/labels';

/**
 * Customer care around orders. Shop API: `Order.customFields.cancellationReason`, the reason staff
 * give when they cancel an order, shown on the shopper's order page; the Shop API cannot set it.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.customFields.Order.push({
      name: 'cancellationReason',
      type: 'string',
      public: true,
      nullable: true,
      length: 500,
      label: bilingual('سبب الإلغاء', 'Cancellation reason'),
      validate: staffOnly('cancellationReason'),
    });
    return config;
  },
})
export class CustomerCarePlugin {}
