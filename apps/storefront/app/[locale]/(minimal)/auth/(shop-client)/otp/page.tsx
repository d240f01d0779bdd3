import { localizedPath } from '@dar/i18n';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CodeView } from '../../../../../../lib/auth/CodeView';
import { EmailChangeView } from '../../../../../../lib/auth/EmailChangeView';
import { currentCustomer } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { DEFAULT_RESEND_SECONDS, queryValue } from '../../../../../../lib/auth/paths';
import { VerifyView } from '../../../../../../lib/auth/VerifyView';
import { signInHref } from '../../../../../../lib/catalogue/sign-in';
import { localeParam } from '../../../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const type = queryValue((await searchParams).type);
  return personalMetadata(
    params,
    type === 'verify'
      ? 'auth.verify.title'
      : type === 'email-change'
        ? 'auth.emailChange.title'
        : 'auth.code.title',
  );
}

/**
 * `/auth/otp` (docs/product-spec.md §2, minimal layout), the page the emails link to: `type=verify&token=…`
 * verifies a new account (and signs it in); `type=email-change&token=…` confirms a new email
 * address (Vendure asks for the customer's session, so a guest signs in first and comes back);
 * `type=reset&email=…` takes the password-reset code. Anything else starts password recovery again.
 */
export default async function CodePage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const type = queryValue(query.type);
  const token = queryValue(query.token);
  const email = queryValue(query.email);
  if (type === 'verify' && token) return <VerifyView locale={locale} token={token} />;
  if (type === 'email-change' && token) {
    if (!(await currentCustomer(locale))) {
      const back = `${localizedPath('/auth/otp', locale)}?type=email-change&token=${encodeURIComponent(token)}`;
      redirect(signInHref(locale, back));
    }
    return <EmailChangeView locale={locale} token={token} />;
  }
  if (type !== 'reset' || !email) redirect(localizedPath('/auth/forget-password', locale));
  if (await currentCustomer(locale)) redirect(localizedPath('/profile', locale));
  const wait = Number(queryValue(query.wait));
  return (
    <CodeView
      locale={locale}
      email={email}
      resendAfterSeconds={
        Number.isInteger(wait) && wait >= 0 && wait <= 3600 ? wait : DEFAULT_RESEND_SECONDS
      }
    />
  );
}
