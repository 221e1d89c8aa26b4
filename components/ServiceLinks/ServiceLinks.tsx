import { paths } from '@/lib/rules/paths';
import type { ServiceLink } from '@/lib/content/types';
import { AppLink } from '../AppLink';
import styles from './ServiceLinks.module.scss';

export function ServiceLinks({ services, current }: { services: ServiceLink[]; current?: string }) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.slug}>
          <AppLink href={paths.service(service.slug)} className={styles.card} aria-current={service.slug === current ? 'page' : undefined}>
            {service.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
