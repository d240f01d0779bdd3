export {
  ADD_ADDRESS_FRAGMENT,
  AddressList,
  type AddressListProps,
  type AddressListStatus,
} from './AddressList';
