import Head from 'next/head';
import styles from '@/components/ErrorScreen/ErrorScreen.module.scss';

/** Last-resort 404 for requests no brand page answers; brand 404s come from the proxy's not-found route. */
export default function NotFound() {
  return (
    <main className={styles.screen}>
      <Head>
        <title>Page not found</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Page not found</h1>
      <p>The page may have moved, or the address may be mistyped.</p>
      <a href="/" className={styles.back}>
        Go to the home page
      </a>
    </main>
  );
}
