import { PortableText, type PortableTextBlock, type PortableTextComponents } from '@portabletext/react';
import { AppLink } from '../AppLink';
import { StaticHtml } from '../StaticHtml';
import styles from './RichText.module.scss';

const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href : '#';
      return href.startsWith('/') || href.startsWith('#') || href.startsWith('?') ? (
        <AppLink href={href}>{children}</AppLink>
      ) : (
        <a href={href} rel="noopener noreferrer">
          {children}
        </a>
      );
    },
  },
};

/** Portable text from the studio; prose needs no hydration, so the server's HTML is kept (StaticHtml). */
export function RichText({ value }: { value: PortableTextBlock[] }) {
  if (value.length === 0) return null;
  return (
    <StaticHtml className={styles.richText}>
      <PortableText value={value} components={components} />
    </StaticHtml>
  );
}
