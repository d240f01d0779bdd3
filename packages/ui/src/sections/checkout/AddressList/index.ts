export { AddressList, type AddressListProps, type AddressListStatus } from './AddressList';
