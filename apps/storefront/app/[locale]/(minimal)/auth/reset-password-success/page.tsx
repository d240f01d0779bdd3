import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { ResetSuccess } from '@dar/ui';
import { personalMetadata } from '../../../../../lib/auth/metadata';
import { localeParam } from '../../../../../lib/locale';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'auth.resetSuccess.title');

/** `/auth/reset-password-success` (docs/product-spec.md §2, §8 "password reset successfully"): on to sign in. */
export default async function ResetSuccessPage({ params }: Props) {
  const locale = await localeParam(params);
  return <ResetSuccess intl={getIntl(locale)} signInHref={localizedPath('/auth', locale)} />;
}
