import { localDigits, type ShopIntl } from '@dar/i18n';

import { Badge } from '../../../Badge';
import { Button } from '../../../Button';
import { FragmentButton } from '../../../FragmentButton';
import { RadioCard } from '../../../RadioGroup';
import { addressName, type AddressView } from './address';
import * as styles from './AddressCard.css';

export interface AddressCardProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  address: AddressView;
  /**
   * `selectable` makes the card one option of a `RadioGroup` (choosing where to deliver at
   * checkout; its value is the address id) and leaves out the edit and delete actions, which
   * cannot sit inside a radio. `static` (default) is the account's list entry.
   */
  variant?: 'static' | 'selectable';
  /** Shows an edit action. */
  onEdit?: (address: AddressView) => void;
  /** Shows a delete action. */
  onDelete?: (address: AddressView) => void;
  /** The address is being deleted: its delete action waits. */
  isDeleting?: boolean;
}

/** The address lines and badges, as phrasing content so they fit in a label too. */
function AddressDetails({ intl, address }: { intl: ShopIntl; address: AddressView }) {
  return (
    <span className={styles.lines}>
      <span className={styles.line}>{address.streetLine1}</span>
      <span className={styles.line}>
        {intl.formatMessage(
          { id: 'checkout.address.cityArea' },
          {
            area: localDigits(address.area, intl.locale),
            city: localDigits(address.city, intl.locale),
          },
        )}
      </span>
      {/* A phone number reads left to right on an Arabic page too. */}
      <span className={styles.phone} dir="ltr">
        {address.phoneNumber}
      </span>
      {address.instructions ? (
        <span className={styles.instructions}>{address.instructions}</span>
      ) : null}
    </span>
  );
}

function AddressBadges({ intl, address }: { intl: ShopIntl; address: AddressView }) {
  return (
    <span className={styles.badges}>
      <Badge tone="neutral">
        {intl.formatMessage({ id: `checkout.address.type.${address.type}` })}
      </Badge>
      {address.verified && (
        <Badge tone="success">{intl.formatMessage({ id: 'checkout.address.verified' })}</Badge>
      )}
    </span>
  );
}

/**
 * A saved address: who receives it, the full address, city and area, the mobile number, home or
 * work and whether the shop has verified it; with edit and delete actions, or as a choice at
 * checkout.
 */
export function AddressCard({
  intl,
  address,
  variant = 'static',
  onEdit,
  onDelete,
  isDeleting = false,
}: AddressCardProps) {
  const name = addressName(address);

  if (variant === 'selectable') {
    return (
      <RadioCard
        value={address.id}
        title={name}
        description={
          <>
            <AddressDetails intl={intl} address={address} />
            <AddressBadges intl={intl} address={address} />
          </>
        }
      />
    );
  }

  const context = { name, street: address.streetLine1 };
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <span className={styles.name}>{name}</span>
        <AddressBadges intl={intl} address={address} />
      </div>
      <AddressDetails intl={intl} address={address} />
      {(onEdit || onDelete) && (
        <div className={styles.actions}>
          {onEdit && (
            // Native until hydrated: a press before then opens the form once it has (FragmentButton).
            <FragmentButton
              fragment={`edit-address-${address.id}`}
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'checkout.address.editLabel' }, context)}
              onPress={() => onEdit(address)}
            >
              {intl.formatMessage({ id: 'checkout.address.edit' })}
            </FragmentButton>
          )}
          {onDelete && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage({ id: 'checkout.address.deleteLabel' }, context)}
              isPending={isDeleting}
              pendingLabel={intl.formatMessage({ id: 'checkout.address.deleting' })}
              onPress={() => onDelete(address)}
            >
              {intl.formatMessage({ id: 'checkout.address.delete' })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
