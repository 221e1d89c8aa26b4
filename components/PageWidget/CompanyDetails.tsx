import type { Company, PageBrand } from '@/lib/content/types';
import styles from './PageWidget.module.scss';

/** /about: who runs this brand, where it is, and how to reach a person. */
export function CompanyDetails({ brand, company }: { brand: PageBrand; company: Company | null }) {
  if (!company) return null;
  return (
    <section className={styles.company} aria-labelledby="company-title">
      <h2 id="company-title">Who you are dealing with</h2>
      <p>
        {brand.appName} is a service of {company.legalName}, {company.entity}.
      </p>
      <dl>
        <dt>Address</dt>
        <dd>
          <address>
            {company.street}
            <br />
            {company.city}, {company.state} {company.zip}
          </address>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${company.phone}`}>{company.phone.replace(/^\+/, '')}</a> ({company.supportHours})
        </dd>
        {brand.supportEmail ? (
          <>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
