import Head from 'next/head';
import { ErrorScreen } from '@/components/ErrorScreen';

export default function ServerError() {
  return (
    <main>
      <Head>
        <title>Something went wrong</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorScreen />
    </main>
  );
}
