import type { MessageKey, ShopIntl } from '@dar/i18n';

import { EmptyState } from '../../../EmptyState';
import { FragmentButton } from '../../../FragmentButton';
import { InlineAlert } from '../../../InlineAlert';
import { Skeleton } from '../../../Skeleton';
import { AddressCard } from '../AddressCard/AddressCard';
import type { AddressView } from '../AddressCard/address';
import * as styles from './AddressList.css';

/** The outcome of the last add, edit or delete, said above the list (docs/product-spec.md §8). */
export type AddressListStatus = 'added' | 'updated' | 'deleted' | 'failed';

export interface AddressListProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  addresses: readonly AddressView[];
  /** The addresses are loading: cards in outline, and the list says it is busy. */
  isLoading?: boolean;
  /** Opens the address form for a new address. */
  onAdd: () => void;
  onEdit: (address: AddressView) => void;
  onDelete: (address: AddressView) => void;
  /** The id of the address being deleted. */
  deletingId?: string | null;
  /** "Address added successfully", … or "Sorry, Something went wrong". */
  status?: AddressListStatus | null;
  /** Placeholder cards while loading. */
  loadingCount?: number;
  /** The empty state's heading level in the page outline. */
  emptyTitleLevel?: 2 | 3;
}

const statusMessage: Record<AddressListStatus, MessageKey> = {
  added: 'checkout.address.added',
  updated: 'checkout.address.updated',
  deleted: 'checkout.address.deleted',
  failed: 'checkout.address.failed',
};

/** The "add address" button's request in the address, pressed before hydration. */
export const ADD_ADDRESS_FRAGMENT = 'add-address';

/**
 * The shopper's saved addresses (account › addresses): each as a card with edit and delete, an
 * "add address" action, "no addresses yet" when there are none, and the result of the last change.
 */
export function AddressList({
  intl,
  addresses,
  isLoading = false,
  onAdd,
  onEdit,
  onDelete,
  deletingId = null,
  status = null,
  loadingCount = 2,
  emptyTitleLevel = 2,
}: AddressListProps) {
  // Native until hydrated: a press before then asks for the page again and opens the form once
  // it has hydrated (FragmentButton).
  const addButton = (
    <FragmentButton
      fragment={ADD_ADDRESS_FRAGMENT}
      variant={addresses.length === 0 ? 'primary' : 'secondary'}
      onPress={onAdd}
    >
      {intl.formatMessage({ id: 'checkout.address.add' })}
    </FragmentButton>
  );

  if (isLoading) {
    return (
      <div
        className={styles.root}
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'checkout.address.loading' })}
        role="region"
      >
        <ul className={styles.list}>
          {Array.from({ length: loadingCount }, (_, index) => (
            <li key={index} className={styles.item}>
              <div className={styles.skeletonCard}>
                <Skeleton lines={4} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {status !== null && (
        <InlineAlert intl={intl} tone={status === 'failed' ? 'danger' : 'success'} isLive>
          {intl.formatMessage({ id: statusMessage[status] })}
        </InlineAlert>
      )}
      {addresses.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'checkout.address.empty.title' })}
          titleLevel={emptyTitleLevel}
          description={intl.formatMessage({ id: 'checkout.address.empty.description' })}
          action={addButton}
        />
      ) : (
        <>
          <ul
            className={styles.list}
            aria-label={intl.formatMessage({ id: 'checkout.address.list' })}
          >
            {addresses.map((address) => (
              <li key={address.id} className={styles.item}>
                <AddressCard
                  intl={intl}
                  address={address}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  isDeleting={deletingId === address.id}
                />
              </li>
            ))}
          </ul>
          <div className={styles.addAction}>{addButton}</div>
        </>
      )}
    </div>
  );
}
