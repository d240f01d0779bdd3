'use client';

import { localizedPath } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Button, LoginPopup, Text } from '@dar/ui';
import { signInHref } from '../catalogue/sign-in';
import type { LoginRequest } from './login-popup';
import { SignInView } from './SignInView';

/**
 * The login popup: the sign-in form over the page the guest is on. Signed in, it closes and what
 * the guest was doing carries on; "Create an account" leads to /auth/register and back here.
 * Asked because of the cart, it says why and offers to carry on shopping as a guest.
 */
export default function LoginPopupDialog({
  request,
  onClose,
}: {
  request: LoginRequest;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale, reason = 'wishlist' } = request;
  const here = `${window.location.pathname}${window.location.search}`;
  const back = new URL(signInHref(locale, here), window.location.origin).search;
  return (
    <LoginPopup
      // Opened by the store, not by a button of its own: focus goes back to the heart pressed.
      trigger={<span hidden />}
      title={intl.formatMessage({
        id: reason === 'cart' ? 'personal.loginPopup.cartTitle' : 'personal.loginPopup.title',
      })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        reason === 'cart'
          ? (close) => (
              <Button variant="secondary" fullWidth onPress={close}>
                {intl.formatMessage({ id: 'cart.continueShopping' })}
              </Button>
            )
          : undefined
      }
    >
      {reason === 'cart' && (
        <Text>{intl.formatMessage({ id: 'personal.loginPopup.cartIntro' })}</Text>
      )}
      <SignInView
        locale={locale}
        titleLevel={3}
        registerHref={`${localizedPath('/auth/register', locale)}${back}`}
        onSignedIn={() => {
          onClose();
          request.onSignedIn?.();
        }}
      />
    </LoginPopup>
  );
}
