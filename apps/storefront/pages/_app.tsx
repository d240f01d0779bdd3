import '@dar/ui/all.css';
import type { AppProps } from 'next/app';

/**
 * The Pages Router serves one page: the error screen of a page that failed its first render
 * (pages/_error.tsx). Its styles are the shop's, as a Pages app must import them here.
 */
export default function ErrorApp({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
