import styles from './ErrorScreen.module.scss';

/** The generic error screen of spec §2. A plain anchor, so it works even when the app state is broken. */
export function ErrorScreen() {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p>Our team has been notified and is looking into it.</p>
      <p>Please reload the page or try again later.</p>
      <a href="/" className={styles.back}>
        Go Back
      </a>
    </section>
  );
}
