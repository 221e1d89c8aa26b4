import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isSingleton, typesByName } from '@/cms-schema';
import { BrandVersions } from './BrandVersions';
import { fieldsOf, membersOf, referenceTargets, type FieldDef } from '@/cms-schema/define';
import { studioFetch, StudioRequestError } from '@/studio-local/editor/client';
import { documentsApi, type LoadedDocument, type StudioDocument } from './documentsApi';
import type { DocumentSummary } from '@/studio-local/store/types';
import { mayEdit } from '@/lib/rules/studioRoles';
import { CloneBrandDialog } from './CloneBrandDialog';
import { DeleteDocument } from './DeleteDocument';
import { DeletedDocument } from './DeletedDocument';
import { LaunchChecklist } from './LaunchChecklist';
import { PreviewDraft, text } from './PreviewDraft';
import { FieldInput, type EditorData } from './FieldInput';
import { ScheduleSection } from './ScheduleSection';
import { useStudioUser } from './studioUser';
import styles from './Studio.module.scss';

type Doc = StudioDocument;
type Loaded = LoadedDocument;

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

/** Edits one document: save draft, publish, unpublish, discard, delete, restore from history. */
export function DocumentEditor({ type, id, onSignedOut }: { type: string; id: string; onSignedOut(): void }) {
  const router = useRouter();
  const def = typesByName.get(type);
  const user = useStudioUser();
  const editable = mayEdit(user.role, type);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [working, setWorking] = useState<Doc | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string; conflict?: boolean } | null>(null);
  const [problems, setProblems] = useState<Map<string, string[]>>(new Map());
  const [data, setData] = useState<EditorData>({ references: {}, assets: [], brands: [] });

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof StudioRequestError && error.status === 401) return onSignedOut();
      const body = error instanceof StudioRequestError ? error.body : {};
      const list = (body.problems as { path: string; message: string }[] | undefined) ?? [];
      setProblems(new Map(list.reduce<[string, string[]][]>((acc, p) => [...acc, [p.path, [...(acc.find(([k]) => k === p.path)?.[1] ?? []), p.message]]], [])));
      setMessage({ tone: 'error', text: (error as Error).message, conflict: error instanceof StudioRequestError && error.status === 409 });
    },
    [onSignedOut],
  );

  // Bumping `version` reloads the document from the server.
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  // Edits made while a reload is on its way must survive it (e.g. fixing a field right after a refused publish).
  const edits = useRef(0);
  // The revision our own last save made, until the reload that shows it arrives: an edit saved
  // in between (say, right after a refused publish) must start from it, not from the older one.
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

  if (!def) return <p role="alert">Unknown content type.</p>;
  const title = def.title ?? def.name;
  if (loaded && !loaded.draft && !loaded.published)
    return <DeletedDocument id={id} title={title} history={loaded.history} editable={editable} onRestored={load} onError={fail} />;
  if (!loaded || !working) return message ? <p role="alert">{message.text}</p> : <p role="status">Loading…</p>;
  // Problems of the whole document (a rule over several fields, such as plan figures written out) have no field to sit on.
  const onAField = (path: string) => def.fields.some((f) => !f.hidden && (path === f.name || path.startsWith(`${f.name}.`) || path.startsWith(`${f.name}[`)));
  const documentProblems = [...problems].filter(([path]) => !onAField(path)).flatMap(([, texts]) => texts);

  const loadedRev = loaded.draft?._rev ?? loaded.published?._rev ?? null;
  /** The revision changes start from (read when a change is made, not while rendering). */
  const baseRev = () => savedRev.current ?? loadedRev;
  const status = loaded.draft && loaded.published ? 'Unpublished changes' : loaded.draft ? 'Draft, not published' : 'Published';

  async function run(label: string, action: () => Promise<unknown>, done: string) {
    setBusy(label);
    setMessage(null);
    try {
      await action();
      setProblems(new Map());
      setMessage({ tone: 'ok', text: done });
      load();
    } catch (error) {
      fail(error);
      // The draft may have been saved before the step that failed (e.g. publish refused as
      // invalid): reload so the next change starts from its new revision. A conflict is left
      // for the editor to resolve with Reload.
      if (!(error instanceof StudioRequestError && error.status === 409)) load();
    } finally {
      setBusy(null);
    }
  }

  const saveDraft = async () => {
    if (!dirty) return baseRev();
    const saved = await documentsApi.saveDraft(id, working, baseRev());
    setDirty(false);
    savedRev.current = saved.draft._rev ?? null;
    saves.current += 1;
    return saved.draft._rev ?? null;
  };

  const publish = () =>
    run(
      'publish',
      async () => {
        const rev = await saveDraft();
        return documentsApi.publish(id, rev);
      },
      'Published. The site is updating now.',
    );
  const brandKey = type === 'brand' ? text((loaded.draft ?? loaded.published)?.key) : '';

  return (
    <section aria-labelledby="editor-title">
      <p className={styles.breadcrumb}>
        <a href={`/studio/${type}`} onClick={(e) => (e.preventDefault(), void router.push(`/studio/${type}`))}>
          {title}
        </a>
      </p>
      <h1 id="editor-title">{(working[def.preview?.select?.title?.split('.')[0] ?? 'title'] as string) || `New ${title.toLowerCase()}`}</h1>
      <p className={styles.status} data-testid="document-status">
        {status}
        {dirty ? ' · unsaved edits' : ''}
      </p>
      {!editable ? (
        <p className={styles.hint} data-testid="read-only">
          Read-only: your role can read {title.toLowerCase()} content but not change it.
        </p>
      ) : null}
      <div className={styles.actions} hidden={!editable}>
        <button type="button" className={styles.secondary} disabled={!!busy || !dirty} onClick={() => run('save', saveDraft, 'Draft saved.')}>
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </button>
        <button type="button" className={styles.primary} disabled={!!busy || (!dirty && !loaded.draft)} onClick={publish}>
          {busy === 'publish' ? 'Publishing…' : 'Publish'}
        </button>
        {loaded.published ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={!!busy || dirty}
            onClick={() => run('unpublish', () => documentsApi.act(id, 'unpublish', baseRev()), 'Unpublished: it is no longer on the site.')}
          >
            Unpublish
          </button>
        ) : null}
        {loaded.draft && loaded.published ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={!!busy || dirty}
            onClick={() => run('discard', () => documentsApi.act(id, 'discard', baseRev()), 'Draft discarded.')}
          >
            Discard draft
          </button>
        ) : null}
        <PreviewDraft doc={working} brands={data.brands} />
        {brandKey && editable ? <CloneBrandDialog sourceKey={brandKey} brandKeys={data.brands.map((b) => b.key)} /> : null}
        {/* The shared site-wide document is never deleted; a brand's own version of it is (the brand goes back to the shared one). */}
        {!isSingleton(def) || id !== def.name ? (
          <DeleteDocument
            id={id}
            revision={baseRev}
            busy={!!busy}
            onDeleted={() => void router.push(isSingleton(def) ? `/studio/${type}/${type}` : `/studio/${type}`)}
            onError={fail}
          />
        ) : null}
      </div>
      {loaded.approval.reason ? (
        <div className={styles.approval} data-testid="approval">
          {loaded.approval.approvedBy ? (
            <p>Approved by {loaded.approval.approvedBy}: this draft can be published or scheduled.</p>
          ) : (
            <p>
              Needs a second admin before it is published or scheduled: {loaded.approval.reason}.
              {loaded.approval.authors.length ? ` An admin other than ${loaded.approval.authors.join(', ')} must approve it.` : ''}
            </p>
          )}
          {!loaded.approval.approvedBy && user.role === 'admin' && !loaded.approval.authors.includes(user.email) ? (
            <button
              type="button"
              className={styles.primary}
              disabled={!!busy || dirty}
              onClick={() => run('approve', () => documentsApi.act(id, 'approve', baseRev()), 'Approved: it can now be published or scheduled.')}
            >
              {busy === 'approve' ? 'Approving…' : 'Approve'}
            </button>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <div className={message.tone === 'ok' ? styles.ok : styles.errorBox} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}{' '}
          {message.conflict ? (
            <button type="button" className={styles.linkButton} onClick={load}>
              Reload
            </button>
          ) : null}
          {documentProblems.length ? (
            <ul data-testid="document-problems">
              {documentProblems.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {isSingleton(def) ? <BrandVersions type={type} id={id} title={title} brands={data.brands} editable={editable} onError={fail} /> : null}
      {brandKey ? (
        <LaunchChecklist
          brandKey={brandKey}
          revision={loadedRev}
          canPublish={editable && (dirty || !!loaded.draft)}
          busy={!!busy}
          onPublish={publish}
          onSignedOut={onSignedOut}
        />
      ) : null}
      <fieldset className={styles.plainFieldset} disabled={!editable}>
        <legend className="visually-hidden">{title} fields</legend>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run('save', saveDraft, 'Draft saved.');
          }}
        >
          {def.fields
            .filter((f) => !f.hidden)
            .map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={working[field.name]}
                onChange={(value) => {
                  setWorking((current) => {
                    const next = { ...(current as Doc) };
                    if (value === undefined) delete next[field.name];
                    else next[field.name] = value;
                    return next;
                  });
                  edits.current += 1;
                  setDirty(true);
                }}
                path={field.name}
                problems={problems}
                data={data}
              />
            ))}
        </form>
      </fieldset>
      <ScheduleSection documentId={id} editable={editable} onSignedOut={onSignedOut} />
      <section aria-labelledby="history-title" className={styles.history}>
        <h2 id="history-title">History</h2>
        {loaded.history.length === 0 ? <p>No changes recorded yet.</p> : null}
        <ol>
          {loaded.history.map((entry) => (
            <li key={`${entry.rev}-${entry.at}`}>
              <span>
                {new Date(entry.at).toLocaleString()} · {entry.action} · <span data-testid="history-by">{entry.by ?? 'import or system'}</span>
              </span>
              {entry.document && editable ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={!!busy}
                  onClick={() => run('restore', () => documentsApi.restore(id, entry.rev, baseRev()), 'Restored as a draft. Publish it to put it live.')}
                >
                  Restore this version
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
