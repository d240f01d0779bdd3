// The checkout sections; each component's folder exports through here.
export * from './AddressCard';
export * from './AddressForm';
export * from './AddressList';
export * from './CheckoutSteps';
export * from './OrderSummary';
