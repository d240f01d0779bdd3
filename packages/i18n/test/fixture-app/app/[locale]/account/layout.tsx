// The account scope's layout.
import type { ReactNode } from 'react';
import { AccountNav } from '../../../components/AccountNav';

export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountNav>{children}</AccountNav>;
}
