import { useState, type FormEvent } from 'react';
import type { FunnelFilters } from '@/lib/growth/funnelFilters';
import studio from '../editor/Studio.module.scss';
import styles from './FunnelView.module.scss';

/** Brand and date range; applying them changes the page's address, so the view can be shared. */
export function FunnelFilterForm({
  filters,
  brands,
  onApply,
}: {
  filters: FunnelFilters;
  brands: { key: string; name: string }[];
  onApply(filters: FunnelFilters): void;
}) {
  const [brandKey, setBrandKey] = useState(filters.brandKey ?? '');
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ brandKey: brandKey || null, from, to });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Funnel filters">
      <div className={styles.filterField}>
        <label className={studio.label} htmlFor="funnel-brand">
          Brand
        </label>
        <select id="funnel-brand" className={studio.input} value={brandKey} onChange={(e) => setBrandKey(e.target.value)}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b.key} value={b.key}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label className={studio.label} htmlFor="funnel-from">
          From
        </label>
        <input id="funnel-from" type="date" className={studio.input} value={from} max={to || undefined} required onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className={styles.filterField}>
        <label className={studio.label} htmlFor="funnel-to">
          To (inclusive)
        </label>
        <input id="funnel-to" type="date" className={studio.input} value={to} min={from || undefined} required onChange={(e) => setTo(e.target.value)} />
      </div>
      <button type="submit" className={studio.primary}>
        Apply
      </button>
    </form>
  );
}
