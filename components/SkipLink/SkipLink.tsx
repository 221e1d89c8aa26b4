import styles from './SkipLink.module.scss';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
