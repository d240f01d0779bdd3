import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CancelMyOrderDocument,
  CitiesDocument,
  CreateCustomerAddressDocument,
  CreatePaymentSessionDocument,
  AddPaymentToOrderDocument,
  CustomerAddressesDocument,
  CustomerOrdersDocument,
  DeleteCustomerAddressDocument,
  EligiblePaymentMethodsDocument,
  EligibleShippingMethodsDocument,
  FilterBarDocument,
  ListingDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  OrderDetailDocument,
  RegisterCustomerAccountDocument,
  RequestPasswordResetCodeDocument,
  ResetPasswordDocument,
  SetOrderShippingAddressDocument,
  SetOrderShippingMethodDocument,
  SubscribeToNewsletterDocument,
  TransitionOrderToStateDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerEmailAddressDocument,
  UpdateCustomerPasswordDocument,
  VerifyCustomerAccountDocument,
  VerifyPasswordResetCodeDocument,
} from '../gql/graphql';
import { listingVariables, toListing, type ListingQueryInput } from '../listing';
import { useOutcomeMutation } from './mutation';

/* Queries: loading and error states come from Apollo; data is read after hydration. */

export const useMe = () => useQuery(MeDocument);
export const useCustomerAddresses = () => useQuery(CustomerAddressesDocument);
export const useOrder = (code: string) => useQuery(OrderDetailDocument, { variables: { code } });
export const useCities = (governorateCode?: string) =>
  useQuery(CitiesDocument, { variables: { governorateCode } });
export const useEligibleShippingMethods = () => useQuery(EligibleShippingMethodsDocument);
export const useEligiblePaymentMethods = () => useQuery(EligiblePaymentMethodsDocument);

/* Sign-in and session: signing in or out changes every personal answer (cart, wishlist, name),
   so the whole cache is reset and what is on screen is read again. */

function useResetAfter<V = void, T extends { ok: boolean } = { ok: boolean }>(
  run: (variables: V) => Promise<T>,
) {
  const client = useApolloClient();
  return useCallback(
    async (variables: V) => {
      const outcome = await run(variables);
      // Re-reading answers as a guest's: `me` answers FORBIDDEN (with `me: null`), which rejects
      // the store's refetch. The session has still ended, and each query keeps its own error state
      // (a guest's `me` is read as "signed out"), so that rejection is not the caller's failure.
      if (outcome.ok) await client.resetStore().catch(() => undefined);
      return outcome;
    },
    [client, run],
  );
}

export function useLogin() {
  const [run, state] = useOutcomeMutation(LoginDocument, (data) => data.login);
  const client = useApolloClient();
  const login = useCallback(
    async (variables: { username: string; password: string; rememberMe?: boolean }) => {
      const outcome = await run(variables);
      if (outcome.ok) await client.resetStore();
      return outcome;
    },
    [client, run],
  );
  return [login, state] as const;
}

export function useLogout() {
  const [run, state] = useOutcomeMutation(LogoutDocument, (data) => ({
    __typename: 'Success' as const,
    ...data.logout,
  }));
  const logout = useResetAfter(useCallback(() => run({}), [run]));
  return [logout, state] as const;
}

export const useRegisterCustomer = () =>
  useOutcomeMutation(RegisterCustomerAccountDocument, (data) => data.registerCustomerAccount);
/** Verifying signs the customer in: like `useLogin`, every personal answer is read again. */
export function useVerifyCustomerAccount() {
  const [run, state] = useOutcomeMutation(
    VerifyCustomerAccountDocument,
    (data) => data.verifyCustomerAccount,
  );
  return [useResetAfter(run), state] as const;
}
export const useRequestPasswordResetCode = () =>
  useOutcomeMutation(RequestPasswordResetCodeDocument, (data) => data.requestPasswordResetCode);
export const useVerifyPasswordResetCode = () =>
  useOutcomeMutation(VerifyPasswordResetCodeDocument, (data) => data.verifyPasswordResetCode);
export const useResetPassword = () =>
  useOutcomeMutation(ResetPasswordDocument, (data) => data.resetPassword);

/* Account. */

/** The link of the email sent to a new address; the account's email is read again everywhere. */
export function useUpdateCustomerEmailAddress() {
  const [run, state] = useOutcomeMutation(
    UpdateCustomerEmailAddressDocument,
    (data) => data.updateCustomerEmailAddress,
  );
  return [useResetAfter(run), state] as const;
}
export const useUpdateCustomerPassword = () =>
  useOutcomeMutation(UpdateCustomerPasswordDocument, (data) => data.updateCustomerPassword);
/** Address mutations re-read the address book (docs/product-spec.md §8: a failure reads "Sorry, Something went wrong"). */
export const useCreateAddress = () =>
  useOutcomeMutation(CreateCustomerAddressDocument, (data) => data.createCustomerAddress, {
    refetchQueries: [CustomerAddressesDocument],
  });
export const useUpdateAddress = () =>
  useOutcomeMutation(UpdateCustomerAddressDocument, (data) => data.updateCustomerAddress, {
    refetchQueries: [CustomerAddressesDocument],
  });
export const useDeleteAddress = () =>
  useOutcomeMutation(
    DeleteCustomerAddressDocument,
    (data) => ({ __typename: 'Success' as const, ...data.deleteCustomerAddress }),
    { refetchQueries: [CustomerAddressesDocument] },
  );
/** Re-reads the order history wherever a page watches it (`CustomerOrdersDocument`). */
export const useCancelMyOrder = () =>
  useOutcomeMutation(CancelMyOrderDocument, (data) => data.cancelMyOrder, {
    refetchQueries: [CustomerOrdersDocument],
  });

/* Checkout: each step answers with the cart (or the order), stored by id like the cart's. */

export const useSetShippingAddress = () =>
  useOutcomeMutation(SetOrderShippingAddressDocument, (data) => data.setOrderShippingAddress, {
    refetchQueries: [EligibleShippingMethodsDocument],
  });
/** Payment eligibility depends on the order's total, shipping included: re-read it. */
export const useSetShippingMethod = () =>
  useOutcomeMutation(SetOrderShippingMethodDocument, (data) => data.setOrderShippingMethod, {
    refetchQueries: [EligiblePaymentMethodsDocument],
  });
export const useTransitionOrderToState = () =>
  useOutcomeMutation(
    TransitionOrderToStateDocument,
    (data) =>
      data.transitionOrderToState ?? {
        errorCode: 'ORDER_STATE_TRANSITION_ERROR' as const,
        message: 'No active order',
      },
  );
/** Cards and instalments: the hosted page's URL (`paymentUrl`) to send the browser to. */
export const useCreatePaymentSession = () =>
  useOutcomeMutation(CreatePaymentSessionDocument, (data) => data.createPaymentSession);
export const useAddPaymentToOrder = () =>
  useOutcomeMutation(AddPaymentToOrderDocument, (data) => data.addPaymentToOrder);

/* Customer care. */

export const useSubscribeToNewsletter = () =>
  useOutcomeMutation(SubscribeToNewsletterDocument, (data) => data.subscribeToNewsletter);

/**
 * A listing in the browser (search as you type, filters without a page load): products and the
 * filter bar for the same selection; null until both have answered.
 */
export function useListing(input: ListingQueryInput) {
  const { search, filter } = listingVariables(input);
  const products = useQuery(ListingDocument, { variables: { search } });
  const bar = useQuery(FilterBarDocument, { variables: { filter } });
  return {
    listing: products.data && bar.data ? toListing(products.data, bar.data) : null,
    loading: products.loading || bar.loading,
    error: products.error ?? bar.error,
  };
}
