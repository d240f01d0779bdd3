import type { AddressFieldsFragment, CreateAddressInput } from '@dar/commerce-hooks';
import type { AddressFormValues, AddressView } from '@dar/ui';

/**
 * A saved address as the account shows it. The Shop API keeps one `fullName`; the first word is
 * the first name and the rest the last name, which is how the form joins them when saving.
 */
export function toAddressView(address: AddressFieldsFragment): AddressView {
  const [firstName = '', ...rest] = (address.fullName ?? '').trim().split(/\s+/);
  return {
    id: address.id,
    firstName,
    lastName: rest.join(' '),
    streetLine1: address.streetLine1,
    city: address.city ?? '',
    area: address.customFields?.area ?? '',
    phoneNumber: address.phoneNumber ?? '',
    type: address.customFields?.type === 'work' ? 'work' : 'home',
    instructions: address.customFields?.instructions ?? null,
    verified: address.customFields?.verified === true,
  };
}

/** What the address form gave, as `createCustomerAddress` takes it (Egypt: the shop's market). */
export function toAddressInput(values: AddressFormValues): CreateAddressInput {
  return {
    fullName: `${values.firstName} ${values.lastName}`.trim(),
    streetLine1: values.streetLine1,
    city: values.city,
    countryCode: 'EG',
    phoneNumber: values.phoneNumber,
    customFields: {
      type: values.type,
      area: values.area,
      instructions: values.instructions,
    },
  };
}
