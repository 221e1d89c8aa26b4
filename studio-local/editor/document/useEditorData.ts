import { useEffect, useMemo, useState } from 'react';
import { typesByName } from '@/cms-schema';
import { fieldsOf, membersOf, referenceTargets, type FieldDef, type TypeDef } from '@/cms-schema/define';
import { studioFetch } from '@/studio-local/editor/client';
import type { DocumentSummary } from '@/studio-local/store/types';
import { documentsApi } from '../documentsApi';
import type { EditorData } from '../FieldInput';

/** Every document type the fields can refer to, nested objects' fields included. */
function referenceTypes(fields: readonly FieldDef[], out = new Set<string>()): Set<string> {
  for (const field of fields) {
    for (const target of [field, ...membersOf(field)].flatMap(referenceTargets)) out.add(target);
    const named = typesByName.get(field.type);
    if (named?.type === 'object') referenceTypes(named.fields, out);
    const own = fieldsOf(field);
    if (own) referenceTypes(own, out);
  }
  return out;
}

/** What the fields choose from: uploaded pictures, the documents they can refer to, and the brands (Preview shows the draft on one). */
export function useEditorData(def: TypeDef | undefined, fail: (error: unknown) => void): EditorData {
  const [data, setData] = useState<EditorData>({ references: {}, assets: [], brands: [] });
  // Brands are always loaded: the Preview link shows the draft on one of them.
  const refTypes = useMemo(() => (def ? [...referenceTypes(def.fields, new Set(['brand']))] : []), [def]);
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      studioFetch<{ assets: EditorData['assets'] }>('/api/studio/assets'),
      ...refTypes.map((t) => documentsApi.list(t).then((r) => [t, r.documents] as const)),
    ])
      .then(([assets, ...refs]) => {
        if (cancelled) return;
        const lists = refs as (readonly [string, DocumentSummary[]])[];
        setData({
          assets: (assets as { assets: EditorData['assets'] }).assets,
          references: Object.fromEntries(
            lists.map(([t, docs]) => [t, docs.map((d) => ({ id: d.id, title: d.subtitle ? `${d.title} (${d.subtitle})` : d.title }))]),
          ),
          brands: (lists.find(([t]) => t === 'brand')?.[1] ?? []).flatMap((d) =>
            d.slug ? [{ id: d.id, key: d.slug, title: d.title, primary: d.primary === true }] : [],
          ),
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
    };
  }, [refTypes, fail]);
  return data;
}
