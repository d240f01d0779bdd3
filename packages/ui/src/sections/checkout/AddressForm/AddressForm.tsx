'use client';

import { localDigits, type MessageKey } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { InlineAlert } from '../../../InlineAlert';
import { checkPhoneNumber, PhoneInput, type PhoneCheck } from '../../../PhoneInput';
import { Radio, RadioGroup } from '../../../RadioGroup';
import { Select } from '../../../Select';
import { TextArea } from '../../../TextArea';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import {
  type AddressFormValues,
  type AddressType,
  type AddressView,
  type CityOption,
  cityIdOf,
  toAddressValues,
} from '../AddressCard/address';
import * as styles from './AddressForm.css';

export interface AddressFormProps {
  /** The cities the shop delivers to (the `cities` query). */
  cities: readonly CityOption[];
  /** The address being edited: the form opens filled in with it. Without it, a new address. */
  address?: AddressView;
  /** Called with the checked, trimmed address once every field passes. */
  onSubmit: (values: AddressFormValues) => void;
  /** Shows a cancel button (closing the form) when given. */
  onCancel?: () => void;
  /** The address is being saved: the save button waits and cannot be pressed twice. */
  isPending?: boolean;
  /**
   * The server's answer when saving failed, already in the shop's language ("Sorry, Something went
   * wrong", docs/product-spec.md §8). Shown above the buttons; what the shopper typed stays in the fields.
   */
  error?: string;
}

/**
 * A delivery address (docs/product-spec.md §3 Address): name, full address, city from the shop's list, area, home
 * or work, mobile number and optional instructions for the driver. Names follow the §5 rules and
 * the number is checked for its country; messages show when the shopper saves.
 */
export function AddressForm({
  cities,
  address,
  onSubmit,
  onCancel,
  isPending = false,
  error,
}: AddressFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const [firstName, setFirstName] = useState(address?.firstName ?? '');
  const [lastName, setLastName] = useState(address?.lastName ?? '');
  const [streetLine1, setStreetLine1] = useState(address?.streetLine1 ?? '');
  const [cityId, setCityId] = useState<string | null>(() => cityIdOf(cities, address?.city));
  const [area, setArea] = useState(address?.area ?? '');
  const [type, setType] = useState<AddressType>(address?.type ?? 'home');
  const [instructions, setInstructions] = useState(address?.instructions ?? '');
  const [phone, setPhone] = useState<PhoneCheck>(() =>
    checkPhoneNumber(address?.phoneNumber ?? ''),
  );

  const savedPhone = address?.phoneNumber ?? '';
  // The country list is long: the phone field is kept out of the re-render every keystroke in the
  // other fields causes (React skips an element it has already rendered).
  const phoneField = useMemo(
    () => (
      <PhoneInput
        label={intl.formatMessage({ id: 'checkout.address.phone' })}
        description={intl.formatMessage({ id: 'checkout.address.phone.help' })}
        name="phoneNumber"
        isRequired
        defaultValue={savedPhone}
        onChange={({ check }) => setPhone(check)}
      />
    ),
    [intl, savedPhone],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser has already refused an invalid form; these guard the values' types.
    const city = cities.find((entry) => entry.id === cityId);
    if (!city || !phone.valid || isPending) return;
    onSubmit(
      toAddressValues(
        { firstName, lastName, streetLine1, area, type, instructions },
        city,
        phone.e164,
      ),
    );
  };

  return (
    <Form
      className={styles.form}
      aria-label={say(address ? 'checkout.address.form.edit' : 'checkout.address.form.new')}
      onSubmit={submit}
    >
      <div className={styles.pair}>
        <TextField
          label={say('checkout.address.firstName')}
          name="firstName"
          autoComplete="given-name"
          isRequired
          value={firstName}
          onChange={setFirstName}
          validate={rules.firstName}
        />
        <TextField
          label={say('checkout.address.lastName')}
          name="lastName"
          autoComplete="family-name"
          isRequired
          value={lastName}
          onChange={setLastName}
          validate={rules.lastName}
        />
      </div>
      {phoneField}
      <TextField
        label={say('checkout.address.streetLine1')}
        description={say('checkout.address.streetLine1.help')}
        name="streetLine1"
        autoComplete="street-address"
        isRequired
        value={streetLine1}
        onChange={setStreetLine1}
      />
      <div className={styles.pair}>
        <Select
          label={say('checkout.address.city')}
          name="city"
          isRequired
          options={cities.map((city) => ({
            id: city.id,
            label: localDigits(city.name, intl.locale),
          }))}
          selectedKey={cityId}
          onSelectionChange={(key) => setCityId(key === null ? null : String(key))}
        />
        <TextField
          label={say('checkout.address.area')}
          name="area"
          isRequired
          value={area}
          onChange={setArea}
        />
      </div>
      <RadioGroup
        label={say('checkout.address.type')}
        name="type"
        orientation="horizontal"
        value={type}
        onChange={(value) => setType(value === 'work' ? 'work' : 'home')}
      >
        <Radio value="home">{say('checkout.address.type.home')}</Radio>
        <Radio value="work">{say('checkout.address.type.work')}</Radio>
      </RadioGroup>
      <TextArea
        label={say('checkout.address.instructions')}
        description={say('checkout.address.instructions.help')}
        name="instructions"
        value={instructions}
        onChange={setInstructions}
      />
      {error !== undefined && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {error}
        </InlineAlert>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          isPending={isPending}
          pendingLabel={say('checkout.address.saving')}
        >
          {say('checkout.address.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {say('checkout.address.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
