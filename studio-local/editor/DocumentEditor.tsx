import { useRouter } from 'next/router';
import { useState } from 'react';
import { isSingleton, typesByName } from '@/cms-schema';
import { mayEdit } from '@/lib/rules/studioRoles';
import { StudioRequestError } from '@/studio-local/editor/client';
import { BrandVersions } from './BrandVersions';
import { DeletedDocument } from './DeletedDocument';
import { ApprovalNotice } from './document/ApprovalNotice';
import { DocumentActions } from './document/DocumentActions';
import { DocumentHistory } from './document/DocumentHistory';
import { EditorOutcome } from './document/EditorOutcome';
import { useEditedDocument } from './document/useEditedDocument';
import { useEditorData } from './document/useEditorData';
import { useEditorFeedback } from './document/useEditorFeedback';
import { documentsApi } from './documentsApi';
import { FieldInput } from './FieldInput';
import { LaunchChecklist } from './LaunchChecklist';
import { text } from './PreviewDraft';
import { ScheduleSection } from './ScheduleSection';
import { useStudioUser } from './studioUser';
import styles from './Studio.module.scss';

/**
 * Edits one document: save draft, publish, unpublish, discard, delete, restore from history. The document and its
 * edits are `useEditedDocument`'s, what the fields choose from `useEditorData`'s, what the person is told
 * `useEditorFeedback`'s; each step runs through `run`, which reports its outcome and reloads.
 */
export function DocumentEditor({ type, id, onSignedOut }: { type: string; id: string; onSignedOut(): void }) {
  const router = useRouter();
  const def = typesByName.get(type);
  const user = useStudioUser();
  const editable = mayEdit(user.role, type);
  const [busy, setBusy] = useState<string | null>(null);
  const { message, setMessage, problems, setProblems, fail } = useEditorFeedback(onSignedOut);
  const { loaded, working, dirty, loadedRev, baseRev, edit, saveDraft, reload } = useEditedDocument(type, id, def, fail);
  const data = useEditorData(def, fail);

  if (!def) return <p role="alert">Unknown content type.</p>;
  const title = def.title ?? def.name;
  if (loaded && !loaded.draft && !loaded.published)
    return <DeletedDocument id={id} title={title} history={loaded.history} editable={editable} onRestored={reload} onError={fail} />;
  if (!loaded || !working) return message ? <p role="alert">{message.text}</p> : <p role="status">Loading…</p>;
  // Problems of the whole document (a rule over several fields, such as plan figures written out) have no field to sit on.
  const onAField = (path: string) => def.fields.some((f) => !f.hidden && (path === f.name || path.startsWith(`${f.name}.`) || path.startsWith(`${f.name}[`)));
  const documentProblems = [...problems].filter(([path]) => !onAField(path)).flatMap(([, texts]) => texts);
  const status = loaded.draft && loaded.published ? 'Unpublished changes' : loaded.draft ? 'Draft, not published' : 'Published';
  const brandKey = type === 'brand' ? text((loaded.draft ?? loaded.published)?.key) : '';

  async function run(label: string, action: () => Promise<unknown>, done: string) {
    setBusy(label);
    setMessage(null);
    try {
      await action();
      setProblems(new Map());
      setMessage({ tone: 'ok', text: done });
      reload();
    } catch (error) {
      fail(error);
      // The draft may have been saved before the step that failed (e.g. publish refused as
      // invalid): reload so the next change starts from its new revision. A conflict is left
      // for the editor to resolve with Reload.
      if (!(error instanceof StudioRequestError && error.status === 409)) reload();
    } finally {
      setBusy(null);
    }
  }
  const save = () => void run('save', saveDraft, 'Draft saved.');
  const publish = () => void run('publish', async () => documentsApi.publish(id, await saveDraft()), 'Published. The site is updating now.');
  const act = (action: 'unpublish' | 'discard' | 'approve', done: string) => () => void run(action, () => documentsApi.act(id, action, baseRev()), done);

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
      <DocumentActions
        id={id}
        loaded={loaded}
        working={working}
        dirty={dirty}
        busy={busy}
        editable={editable}
        deletable={!isSingleton(def) || id !== def.name}
        brands={data.brands}
        brandKey={brandKey}
        revision={baseRev}
        onSave={save}
        onPublish={publish}
        onUnpublish={act('unpublish', 'Unpublished: it is no longer on the site.')}
        onDiscard={act('discard', 'Draft discarded.')}
        onDeleted={() => void router.push(isSingleton(def) ? `/studio/${type}/${type}` : `/studio/${type}`)}
        onError={fail}
      />
      <ApprovalNotice
        approval={loaded.approval}
        user={user}
        disabled={!!busy || dirty}
        approving={busy === 'approve'}
        onApprove={act('approve', 'Approved: it can now be published or scheduled.')}
      />
      <EditorOutcome message={message} documentProblems={documentProblems} onReload={reload} />
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
            save();
          }}
        >
          {def.fields
            .filter((f) => !f.hidden)
            .map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={working[field.name]}
                onChange={(value) => edit(field.name, value)}
                path={field.name}
                problems={problems}
                data={data}
              />
            ))}
        </form>
      </fieldset>
      <ScheduleSection documentId={id} editable={editable} onSignedOut={onSignedOut} />
      <DocumentHistory
        history={loaded.history}
        editable={editable}
        busy={!!busy}
        onRestore={(rev) => void run('restore', () => documentsApi.restore(id, rev, baseRev()), 'Restored as a draft. Publish it to put it live.')}
      />
    </section>
  );
}
