import { CloneBrandDialog } from '../CloneBrandDialog';
import { DeleteDocument } from '../DeleteDocument';
import type { LoadedDocument, StudioDocument } from '../documentsApi';
import type { EditorData } from '../FieldInput';
import { PreviewDraft } from '../PreviewDraft';
import styles from '../Studio.module.scss';

/** What can be done to the document as it stands: save, publish, unpublish, discard the draft, preview, clone a brand, delete. */
export function DocumentActions({
  id,
  loaded,
  working,
  dirty,
  busy,
  editable,
  deletable,
  brands,
  brandKey,
  revision,
  onSave,
  onPublish,
  onUnpublish,
  onDiscard,
  onDeleted,
  onError,
}: {
  id: string;
  loaded: LoadedDocument;
  working: StudioDocument;
  dirty: boolean;
  /** The step under way ('save', 'publish', …), if any. */
  busy: string | null;
  editable: boolean;
  /** The shared site-wide document is never deleted; a brand's own version of it is (the brand goes back to the shared one). */
  deletable: boolean;
  brands: EditorData['brands'];
  /** A brand's key, when the document is a brand. */
  brandKey: string;
  revision(): string | null;
  onSave(): void;
  onPublish(): void;
  onUnpublish(): void;
  onDiscard(): void;
  onDeleted(): void;
  onError(error: unknown): void;
}) {
  return (
    <div className={styles.actions} hidden={!editable}>
      <button type="button" className={styles.secondary} disabled={!!busy || !dirty} onClick={onSave}>
        {busy === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      <button type="button" className={styles.primary} disabled={!!busy || (!dirty && !loaded.draft)} onClick={onPublish}>
        {busy === 'publish' ? 'Publishing…' : 'Publish'}
      </button>
      {loaded.published ? (
        <button type="button" className={styles.secondary} disabled={!!busy || dirty} onClick={onUnpublish}>
          Unpublish
        </button>
      ) : null}
      {loaded.draft && loaded.published ? (
        <button type="button" className={styles.secondary} disabled={!!busy || dirty} onClick={onDiscard}>
          Discard draft
        </button>
      ) : null}
      <PreviewDraft doc={working} brands={brands} />
      {brandKey && editable ? <CloneBrandDialog sourceKey={brandKey} brandKeys={brands.map((b) => b.key)} /> : null}
      {deletable ? <DeleteDocument id={id} revision={revision} busy={!!busy} onDeleted={onDeleted} onError={onError} /> : null}
    </div>
  );
}
