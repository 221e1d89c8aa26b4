import { AppLink } from '../AppLink';
import styles from './LocationList.module.scss';

export function LocationList({ items, label }: { items: { href: string; name: string }[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <AppLink href={item.href} className={styles.link}>
            {item.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
