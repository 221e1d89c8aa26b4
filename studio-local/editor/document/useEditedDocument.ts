import { useCallback, useEffect, useRef, useState } from 'react';
import { isSingleton } from '@/cms-schema';
import type { TypeDef } from '@/cms-schema/define';
import { StudioRequestError } from '@/studio-local/editor/client';
import { documentsApi, type LoadedDocument, type StudioDocument } from '../documentsApi';

/**
 * The document as the server has it (`loaded`: published, draft, history, approval) and as its person is editing it
 * (`working`). `reload()` asks the server again; edits made while a reload is on its way survive it (e.g. fixing a
 * field right after a refused publish), and a save remembers its revision until the reload that shows it arrives, so
 * the next change starts from it (`baseRev`).
 */
export function useEditedDocument(type: string, id: string, def: TypeDef | undefined, fail: (error: unknown) => void) {
  const [loaded, setLoaded] = useState<LoadedDocument | null>(null);
  const [working, setWorking] = useState<StudioDocument | null>(null);
  const [dirty, setDirty] = useState(false);
  // Bumping `version` reloads the document from the server.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const edits = useRef(0);
  const savedRev = useRef<string | null>(null);
  const saves = useRef(0);

  useEffect(() => {
    let cancelled = false;
    const editsBefore = edits.current;
    const savesBefore = saves.current;
    documentsApi
      .open(id)
      .catch(async (error) => {
        // A singleton that does not exist yet is created on first open.
        if (!(error instanceof StudioRequestError && error.status === 404 && def && isSingleton(def) && id === def.name)) throw error;
        await documentsApi.create(type, {});
        return documentsApi.open(id);
      })
      .then((result) => {
        if (cancelled) return;
        // A reload that started before our latest save does not show it yet.
        if (saves.current === savesBefore) savedRev.current = null;
        setLoaded(result);
        if (edits.current !== editsBefore) return;
        setWorking(result.draft ?? result.published);
        setDirty(false);
      })
      .catch((error) => !cancelled && fail(error));
    return () => {
      cancelled = true;
    };
  }, [id, type, def, fail, version]);

  const loadedRev = loaded?.draft?._rev ?? loaded?.published?._rev ?? null;
  /** The revision changes start from (read when a change is made, not while rendering). */
  const baseRev = () => savedRev.current ?? loadedRev;

  /** One field changed by its person (`undefined` clears it). */
  const edit = (field: string, value: unknown) => {
    setWorking((current) => {
      const next = { ...(current as StudioDocument) };
      if (value === undefined) delete next[field];
      else next[field] = value;
      return next;
    });
    edits.current += 1;
    setDirty(true);
  };

  /** Saves the edits as the draft, if there are any; answers the revision the next change starts from. */
  const saveDraft = async () => {
    if (!dirty || !working) return baseRev();
    const saved = await documentsApi.saveDraft(id, working, baseRev());
    setDirty(false);
    savedRev.current = saved.draft._rev ?? null;
    saves.current += 1;
    return saved.draft._rev ?? null;
  };

  return { loaded, working, dirty, loadedRev, baseRev, edit, saveDraft, reload };
}
