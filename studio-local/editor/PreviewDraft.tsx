import { useState } from 'react';
import { studioPreviewLink } from '@/lib/rules/previewHost';
import type { EditorData } from './editorData';
import styles from './Studio.module.scss';

type Doc = Record<string, unknown> & { _type: string };
type Brand = EditorData['brands'][number];

/** Where this browser keeps the brand last chosen for previews: the brand a marketer works on, across documents. */
const LAST_BRAND = 'studio:preview-brand';

export const text = (value: unknown) => (typeof value === 'string' ? value : ((value as { current?: string } | undefined)?.current ?? ''));

/** Where a draft shows on the site, for the Preview link; brand documents preview their own brand, on its preview address. */
function previewUrl(doc: Doc, brandKey: string | undefined): string | null {
  if (doc._type === 'brand') return text(doc.key) ? studioPreviewLink(text(doc.key)) : null;
  if (!brandKey) return null;
  const paths: Record<string, string> = {
    adGroupWording: `/?adgroupid=${encodeURIComponent(text(doc.adGroupId))}`,
    servicePage: `/services/${text(doc.slug)}`,
    page: `/${text(doc.path)}`,
    usState: `/us/${text(doc.slug)}`,
    city: '/us',
  };
  return `/api/studio/preview?brand=${encodeURIComponent(brandKey)}&path=${encodeURIComponent(paths[doc._type] ?? '/')}`;
}

/** The document's own brand, else the first brand it lists (a campaign's or experiment's `brands`), of `brands`. */
function ownBrand(doc: Doc, brands: readonly Brand[]): string | undefined {
  // A brand's own version of site-wide copy (`brand`) previews on that brand.
  const refs = [...(doc.brand ? [doc.brand as { _ref?: unknown }] : []), ...(Array.isArray(doc.brands) ? (doc.brands as { _ref?: unknown }[]) : [])];
  for (const ref of refs) {
    const brand = brands.find((b) => b.id === ref?._ref);
    if (brand) return brand.key;
  }
  return undefined;
}

// Storage can be refused (private windows, blocked site data): previews then start from the primary brand.
function lastChosen(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(LAST_BRAND);
  } catch {
    return null;
  }
}
function rememberChoice(key: string) {
  try {
    window.localStorage.setItem(LAST_BRAND, key);
  } catch {
    // Not remembered: this preview still uses it.
  }
}

/**
 * "Preview draft" with the brand to preview on. Ad-group wording and pages are shared by every brand, so the link
 * must not pick one by the alphabet: it starts from the brand the document lists, else the one last chosen in this
 * browser, else the primary brand.
 */
export function PreviewDraft({ doc, brands }: { doc: Doc; brands: readonly Brand[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [last] = useState(lastChosen);
  const listed = (key: string | null) => (key && brands.some((b) => b.key === key) ? key : undefined);
  const brandKey = listed(chosen) ?? ownBrand(doc, brands) ?? listed(last) ?? brands.find((b) => b.primary)?.key ?? brands[0]?.key;
  const href = previewUrl(doc, brandKey);
  if (!href) return null;
  const link = (
    <a className={styles.secondary} href={href} target="_blank" rel="noopener">
      Preview draft
    </a>
  );
  if (doc._type === 'brand') return link;
  return (
    <span className={styles.previewOn}>
      <label htmlFor="preview-brand">Preview on</label>
      <select
        id="preview-brand"
        className={styles.input}
        value={brandKey}
        onChange={(event) => {
          setChosen(event.target.value);
          rememberChoice(event.target.value);
        }}
      >
        {brands.map((brand) => (
          <option key={brand.key} value={brand.key}>
            {brand.title}
          </option>
        ))}
      </select>
      {link}
    </span>
  );
}
