import { APP_INTERCEPTOR } from '@nestjs/core';
import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { staffOnly } from '../../common/custom-fields';
import { UnverifyEditedAddressInterceptor } from './api/unverify-edited-address.interceptor';
import { bilingual } from '../../common/labels';
import { PhoneNumberSubscriber } from './services/phone-number.subscriber';

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const ADDRESS_TYPE_LABELS: Record<AddressType, ReturnType<typeof bilingual>> = {
  home: bilingual('المنزل', 'Home'),
  work: bilingual('العمل', 'Work'),
  other: bilingual('أخرى', 'Other'),
};

/**
 * What the shop knows about a shopper beyond Vendure's defaults: a verified mobile number for
 * delivery calls, and addresses the way Egyptian deliveries work (area, directions for the
 * courier, a staff-confirmed flag).
 *
 * Shop API: `Customer.phoneNumber` is Vendure's own field, here refused unless it is a valid
 * number and stored in E.164 however it was typed (register, update, guest checkout, Admin API).
 * `Address.customFields { type area instructions verified }`: `verified` is read-only for
 * shoppers; staff set it through the Admin API, and a shopper's edit of where the address is
 * clears it (`UnverifyEditedAddressInterceptor`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [{ provide: APP_INTERCEPTOR, useClass: UnverifyEditedAddressInterceptor }],
  compatibility: '^3.0.0',
  configuration: (config) => {
    config.customFields.Address.push(
      {
        name: 'type',
        type: 'string',
        public: true,
        nullable: false,
        defaultValue: 'home',
        options: ADDRESS_TYPES.map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] })),
        label: bilingual('نوع العنوان', 'Address type'),
      },
      {
        name: 'area',
        type: 'string',
        public: true,
        nullable: true,
        label: bilingual('المنطقة', 'Area'),
      },
      {
        name: 'instructions',
        type: 'text',
        public: true,
        nullable: true,
        label: bilingual('تعليمات التوصيل', 'Delivery instructions'),
      },
      {
        name: 'verified',
        type: 'boolean',
        public: true,
        nullable: false,
        defaultValue: false,
        label: bilingual('عنوان مؤكد', 'Verified address'),
        validate: staffOnly('verified'),
      },
    );
    const database = config.dbConnectionOptions;
    const subscribers = Array.isArray(database.subscribers) ? database.subscribers : [];
    config.dbConnectionOptions = {
      ...database,
      subscribers: [...subscribers, PhoneNumberSubscriber],
    };
    return config;
  },
})
export class CustomerDetailsPlugin {}
