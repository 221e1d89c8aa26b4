import { useRef } from 'react';
import { paths } from '@/lib/rules/paths';
import type { Navigation, PageBrand } from '@/lib/content/types';
import { useFocusTrap } from '@/lib/platform/useFocusTrap';
import { AppLink } from '../AppLink';
import { useAccountLink } from '../Header/useAccountLink';
import styles from './MobileMenu.module.scss';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  brand: PageBrand;
  navigation: Navigation;
}

/**
 * Slide-in menu (spec §2): closes on the close button, the backdrop, Escape, or
 * choosing a link. Its links exist only while it is open: it cannot open
 * before the page has hydrated, and closed it would be hydration work on every
 * page for nothing.
 */
export function MobileMenu({ open, onClose, brand, navigation }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);
  const account = useAccountLink(navigation.signIn);

  return (
    <div className={styles.root} hidden={!open}>
      {open ? (
        <>
          <div className={styles.backdrop} onClick={onClose} data-testid="mobile-menu-backdrop" aria-hidden="true" />
          <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={`${brand.appName} menu`}>
            <div className={styles.top}>
              <span className={styles.name}>{brand.appName}</span>
              <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <nav aria-label="Mobile">
              <p className={styles.groupLabel} id="mobile-services-label">
                Cleaning service
              </p>
              <ul className={styles.list} aria-labelledby="mobile-services-label">
                {navigation.services.map((service) => (
                  <li key={service.slug}>
                    <AppLink href={paths.service(service.slug)} className={styles.link} onClick={onClose}>
                      {service.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
              <ul className={styles.list}>
                {navigation.headerLinks.map((link) => (
                  <li key={link.href}>
                    <AppLink href={link.href} className={styles.link} onClick={onClose}>
                      {link.label}
                    </AppLink>
                  </li>
                ))}
                <li>
                  <AppLink href={account.href} className={`${styles.link} ${styles.signIn}`} onClick={onClose}>
                    {account.label}
                  </AppLink>
                </li>
              </ul>
            </nav>
          </div>
        </>
      ) : null}
    </div>
  );
}
