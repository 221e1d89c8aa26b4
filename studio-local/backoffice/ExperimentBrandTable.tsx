import type { BrandResult } from '@/lib/growth/experimentReport';
import studio from '../editor/Studio.module.scss';
import { count, percent, points } from './experimentFormat';
import styles from './ExperimentsView.module.scss';

const CAPTION = 'Lift by brand beside the pooled lift';

/** Each brand's own lift beside the one that borrows strength from the other brands, and how far it moved. */
export function ExperimentBrandTable({ brands }: { brands: BrandResult[] }) {
  return (
    <>
      <p className={studio.hint}>
        A small brand’s own lift is noisy; the pooled lift borrows strength from the other brands. Moved says how far the brand’s own figure went toward the
        pooled one: 0% not at all, 100% all the way.
      </p>
      <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={CAPTION} tabIndex={0}>
        <table className={`${studio.table} ${styles.table}`}>
          <caption className="visually-hidden">{CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Variant</th>
              <th scope="col">Visitors</th>
              <th scope="col">Conversion</th>
              <th scope="col">Lift (points)</th>
              <th scope="col">Pooled lift (points)</th>
              <th scope="col">Moved</th>
            </tr>
          </thead>
          <tbody>
            {brands.flatMap((brand) =>
              brand.variants.map((v) => (
                <tr key={`${brand.brand}/${v.key}`} data-testid={`brand-${brand.brand}-${v.key}`}>
                  <th scope="row">{brand.brand}</th>
                  <td>{v.key}</td>
                  <td>{count(v.visitors)}</td>
                  <td>{percent(v.conversion, 2)}</td>
                  <td>{v.lift === null ? '—' : points(v.lift)}</td>
                  <td>{v.pooledLift === null ? '—' : points(v.pooledLift)}</td>
                  <td>{v.moved === null ? '—' : percent(v.moved, 0)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
