import { useState, type FormEvent } from 'react';
import studio from '../editor/Studio.module.scss';
import { DEFAULT_LIFT, type ExperimentFilters } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

/** Brand and the smallest lift worth telling apart; applying them changes the page's address. */
export function ExperimentFilterForm({
  filters,
  brands,
  onApply,
}: {
  filters: ExperimentFilters;
  brands: string[];
  onApply(filters: ExperimentFilters): void;
}) {
  const [brand, setBrand] = useState(filters.brand ?? '');
  const [lift, setLift] = useState(filters.lift ?? DEFAULT_LIFT);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ brand: brand || null, lift: lift.trim() || DEFAULT_LIFT });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Experiment filters">
      <div>
        <label className={studio.label} htmlFor="experiment-brand">
          Brand
        </label>
        <select id="experiment-brand" className={studio.input} value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value="">All brands</option>
          {brands.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className={studio.label} htmlFor="experiment-lift">
          Smallest lift that matters (points)
        </label>
        <input
          id="experiment-lift"
          type="number"
          inputMode="decimal"
          min={0.1}
          max={50}
          step={0.1}
          className={studio.input}
          value={lift}
          aria-describedby="experiment-lift-hint"
          onChange={(e) => setLift(e.target.value)}
        />
        <p id="experiment-lift-hint" className={studio.hint}>
          A difference in conversion smaller than this is not worth waiting for.
        </p>
      </div>
      <button type="submit" className={studio.primary}>
        Apply
      </button>
    </form>
  );
}
