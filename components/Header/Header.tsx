import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { paths } from '@/lib/rules/paths';
import type { Navigation, PageBrand } from '@/lib/content/types';
import { AppLink } from '../AppLink';
import { MobileMenu } from '../MobileMenu';
import { BrandLogo } from './BrandLogo';
import { useAccountLink } from './useAccountLink';
import styles from './Header.module.scss';

export interface HeaderProps {
  brand: PageBrand;
  navigation: Navigation;
}

export function Header({ brand, navigation }: HeaderProps) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const dropdownId = useId();
  const dropdown = useRef<HTMLLIElement>(null);
  const router = useRouter();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const account = useAccountLink(navigation.signIn);

  // Close the dropdown on outside click, Escape and navigation.
  useEffect(() => {
    if (!servicesOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!dropdown.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setServicesOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen]);

  useEffect(() => {
    const close = () => setServicesOpen(false);
    router?.events?.on('routeChangeStart', close);
    return () => router?.events?.off('routeChangeStart', close);
  }, [router]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <AppLink href="/" className={styles.logoLink} aria-label={`${brand.appName} home`}>
          <BrandLogo brand={brand} />
        </AppLink>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li className={styles.dropdown} ref={dropdown}>
              <button
                type="button"
                className={styles.navButton}
                aria-expanded={servicesOpen}
                aria-controls={dropdownId}
                onClick={() => setServicesOpen((open) => !open)}
              >
                Cleaning service
                <span aria-hidden="true" className={styles.caret} />
              </button>
              {/* Its links exist while it is open (like the mobile menu's): nothing to hydrate on every page. */}
              <ul id={dropdownId} className={styles.dropdownMenu} hidden={!servicesOpen}>
                {servicesOpen
                  ? navigation.services.map((service) => (
                      <li key={service.slug}>
                        <AppLink href={paths.service(service.slug)} className={styles.dropdownLink} onClick={() => setServicesOpen(false)}>
                          {service.label}
                        </AppLink>
                      </li>
                    ))
                  : null}
              </ul>
            </li>
            {navigation.headerLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className={styles.navLink}>
                  {link.label}
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink href={account.href} className={styles.signIn}>
                {account.label}
              </AppLink>
            </li>
          </ul>
        </nav>

        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" className={styles.burger} />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} brand={brand} navigation={navigation} />
    </header>
  );
}
