import { requireCustomer } from '../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../lib/auth/metadata';
import { PasswordView } from '../../../../../lib/account/PasswordView';
import { localeParam } from '../../../../../lib/locale';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'account.password.title');

/** `/profile/password` (docs/product-spec.md §3): current password, new password and its confirmation. */
export default async function PasswordPage({ params }: Props) {
  const locale = await localeParam(params);
  await requireCustomer(locale, '/profile/password');
  return <PasswordView />;
}
