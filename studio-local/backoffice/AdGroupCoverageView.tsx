import Link from 'next/link';
import { createWordingHref, hasLiveWording, landingUrl, previewUrl, type AdGroupCoverage, type AdGroupCoverageRow } from '@/lib/growth/adGroupCoverage';
import { mayCreate, mayUse } from '@/lib/rules/studioRoles';
import { useStudioUser } from '../editor/studioUser';
import { RangeReportState } from './RangeReportState';
import { useRangeReport } from './useRangeReport';
import studio from '../editor/Studio.module.scss';
import styles from './TrafficViews.module.scss';

const WORDING_STATUS = { published: 'Published', changed: 'Published (unpublished changes)', draft: 'Draft only, not on the site' } as const;

/**
 * Which ad groups bring traffic, and which of them have wording of their own:
 * ids without it first, busiest first, each with a link to create it and to its
 * landing page on every brand.
 */
export function AdGroupCoverageView({ onSignedOut }: { onSignedOut(): void }) {
  const report = useRangeReport<AdGroupCoverage>('/api/studio/ad-groups/coverage', '/studio/ad-groups', onSignedOut);
  const { data } = report;
  return (
    <section aria-labelledby="coverage-title">
      <h1 id="coverage-title">Ad-group coverage</h1>
      <p className={studio.hint}>
        Every ad-group id that brought visitors in the range. Ids without published wording show the brand’s default copy: they come first, busiest first.
        Visits are sessions that arrived with the ad group; purchases are the server’s own records. Days are UTC; agent sessions and bots are not counted.
      </p>
      <RangeReportState report={report} />
      {data ? <CoverageTable data={data} /> : null}
    </section>
  );
}

function CoverageTable({ data }: { data: AdGroupCoverage }) {
  const { role } = useStudioUser();
  const canCreate = mayCreate(role, 'adGroupWording');
  const canPreview = mayUse(role, 'content');
  const { from, to } = data.filters;
  if (data.rows.length === 0)
    return (
      <p className={styles.empty}>
        No visits with an ad group from {from} to {to}.
      </p>
    );
  const caption = `Ad groups by visits, ${from} to ${to}`;
  return (
    <div className={`${studio.tableWrap} ${styles.tableRegion}`} role="region" aria-label={caption} tabIndex={0}>
      <table className={studio.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Ad group</th>
            <th scope="col">Wording</th>
            <th scope="col">Visits</th>
            <th scope="col">Purchases</th>
            <th scope="col">Landing page</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.adGroupId} data-testid={`coverage-${row.adGroupId}`}>
              <th scope="row">{row.adGroupId}</th>
              <td className={styles.wording}>
                <WordingCell row={row} canCreate={canCreate} />
              </td>
              <td className={styles.number}>{row.visits.toLocaleString('en-US')}</td>
              <td className={styles.number}>{row.purchases.toLocaleString('en-US')}</td>
              <td>
                <ul className={styles.linkList} aria-label={`Landing pages for ${row.adGroupId}`}>
                  {data.brands.map((brand) => (
                    <li key={brand.key}>
                      <a href={landingUrl(brand.baseUrl, row.adGroupId)} target="_blank" rel="noreferrer">
                        {brand.name}
                      </a>
                      {canPreview ? (
                        <>
                          {' · '}
                          <a href={previewUrl(brand.key, row.adGroupId)} aria-label={`Preview on ${brand.name}`}>
                            preview
                          </a>
                        </>
                      ) : null}
                      {visitsOn(row, brand.key)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function visitsOn(row: AdGroupCoverageRow, brandKey: string) {
  const visits = row.brands.find((b) => b.key === brandKey)?.visits;
  return visits ? <span className={studio.rate}> ({visits.toLocaleString('en-US')} visits)</span> : null;
}

function WordingCell({ row, canCreate }: { row: AdGroupCoverageRow; canCreate: boolean }) {
  const { wording } = row;
  if (wording) {
    return (
      <>
        <Link href={`/studio/adGroupWording/${encodeURIComponent(wording.documentId)}`} prefetch={false}>
          {wording.title}
        </Link>
        <span className={hasLiveWording(row) ? styles.note : `${styles.note} ${styles.missing}`}>{WORDING_STATUS[wording.status]}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.missing}>None</span>
      {canCreate ? (
        <Link className={styles.note} href={createWordingHref(row.adGroupId)} prefetch={false} aria-label={`Create wording for ${row.adGroupId}`}>
          Create wording
        </Link>
      ) : null}
    </>
  );
}
