export { AddressCard, type AddressCardProps } from './AddressCard';
export {
  addressName,
  cityIdOf,
  type AddressFormValues,
  type AddressType,
  type AddressView,
  type CityOption,
} from './address';
