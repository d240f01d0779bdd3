'use client';

import {
  toAddressInput,
  useCreateAddress,
  useDeleteAddress,
  useUpdateAddress,
} from '@dar/commerce-hooks';
import { useIntl } from '@dar/i18n/react';
import {
  AddressForm,
  AddressList,
  AlertDialog,
  Heading,
  Sheet,
  Stack,
  addressName,
  type AddressFormValues,
  type AddressListStatus,
  type AddressView,
  type CityOption,
} from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

type Editing = { address?: AddressView } | null;

/**
 * The address book: the list with the last change's result (docs/product-spec.md §8: "Address added
 * successfully", …, "Sorry, Something went wrong"), the form in a dialog for a new or an edited
 * address, and a confirmation before deleting. After each change the page is read again.
 */
export function AddressesView({
  addresses,
  cities,
}: {
  addresses: AddressView[];
  cities: CityOption[];
}) {
  const intl = useIntl();
  const router = useRouter();
  const [createAddress] = useCreateAddress();
  const [updateAddress] = useUpdateAddress();
  const [deleteAddress] = useDeleteAddress();
  const [status, setStatus] = useState<AddressListStatus | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [toDelete, setToDelete] = useState<AddressView | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const openForm = (address?: AddressView) => {
    setFormError(undefined);
    setEditing(address ? { address } : {});
  };

  const save = async (values: AddressFormValues) => {
    const address = editing?.address;
    setSaving(true);
    setFormError(undefined);
    const input = toAddressInput(values);
    const outcome = address
      ? await updateAddress({ input: { ...input, id: address.id } })
      : await createAddress({ input });
    setSaving(false);
    if (!outcome.ok) {
      // What was typed stays in the open form, with the spec's failure message.
      setFormError(intl.formatMessage({ id: 'shopError.address' }));
      return;
    }
    setEditing(null);
    setStatus(address ? 'updated' : 'added');
    router.refresh();
  };

  const remove = async (address: AddressView) => {
    setDeletingId(address.id);
    const outcome = await deleteAddress({ id: address.id });
    setDeletingId(null);
    setStatus(outcome.ok && outcome.value.success ? 'deleted' : 'failed');
    router.refresh();
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>{intl.formatMessage({ id: 'account.addresses.title' })}</Heading>
      <AddressList
        intl={intl}
        addresses={addresses}
        status={status}
        deletingId={deletingId}
        onAdd={() => openForm()}
        onEdit={(address) => openForm(address)}
        onDelete={(address) => setToDelete(address)}
      />
      <Sheet
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={intl.formatMessage({
          id: editing?.address ? 'account.addresses.editTitle' : 'account.addresses.addTitle',
        })}
        placement="auto"
        isDismissable={!saving}
      >
        {(close) => (
          <AddressForm
            // A new form for each address, filled in with it.
            key={editing?.address?.id ?? 'new'}
            cities={cities}
            address={editing?.address}
            isPending={saving}
            error={formError}
            onCancel={close}
            onSubmit={(values) => void save(values)}
          />
        )}
      </Sheet>
      <AlertDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={intl.formatMessage({ id: 'account.addresses.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'account.addresses.deleteConfirm' })}
        cancelLabel={intl.formatMessage({ id: 'account.addresses.deleteCancel' })}
        tone="danger"
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
        }}
      >
        {toDelete
          ? intl.formatMessage(
              { id: 'account.addresses.deleteBody' },
              { name: addressName(toDelete), street: toDelete.streetLine1 },
            )
          : null}
      </AlertDialog>
    </Stack>
  );
}
