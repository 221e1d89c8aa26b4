import { useId, useState } from 'react';
import { IMAGE_MESSAGES, IMAGE_USES, MAX_IMAGE_BYTES, type ImageUse } from '@/lib/rules/images/uploadRules';
import { studioUpload } from '@/studio-local/editor/client';
import type { EditorData } from './editorData';
import styles from './ImageInput.module.scss';
import studio from './Studio.module.scss';

type Asset = EditorData['assets'][number];

interface Props {
  /** The select's id: the field's label points at it. */
  id: string;
  /** The field's title, to name the upload control. */
  label: string;
  /** What the field's pictures are for: its types and size bounds (a logo may be SVG, small or wide). */
  use: ImageUse;
  assetId: string;
  assets: Asset[];
  onSelect(assetId: string): void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Picks an image asset for an image field: one already in the dataset, or a
 * new file uploaded here, which is then chosen. The field's own subfields
 * (alternative text) are the form's, below this.
 */
export function ImageInput({ id, label, use, assetId, assets, onSelect, invalid, describedBy }: Props) {
  const fileId = useId();
  const errorId = `${fileId}-error`;
  const [uploaded, setUploaded] = useState<Asset[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const choices = [...assets, ...uploaded.filter((u) => !assets.some((a) => a.id === u.id))];
  const chosen = choices.find((a) => a.id === assetId);
  // What the server accepts; the browser's type is only a first check (the server reads the file's bytes).
  const { types, hint, notAccepted } = IMAGE_USES[use];

  async function upload(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setNotice(null);
    // Refused here without sending: the server would refuse them too, after the whole file.
    const refusal = !types.includes(file.type) ? notAccepted : file.size > MAX_IMAGE_BYTES ? IMAGE_MESSAGES.tooLarge : null;
    if (refusal) {
      setError(refusal);
      input.value = '';
      return;
    }
    setBusy(file.name);
    try {
      const { asset, removed } = await studioUpload<{ asset: Asset; removed?: string[] }>(
        '/api/studio/assets',
        file,
        use === 'logo' ? { 'x-image-use': 'logo' } : {},
      );
      setUploaded((list) => [...list.filter((a) => a.id !== asset.id), asset]);
      onSelect(asset.id);
      setNotice(removed?.length ? `Uploaded. Taken out of the SVG: ${removed.join('; ')}.` : null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The upload failed. Please try again.');
    } finally {
      setBusy(null);
      input.value = '';
    }
  }

  return (
    <>
      <select id={id} className={studio.input} value={assetId} onChange={(e) => onSelect(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy}>
        <option value="">No image</option>
        {/* The picture list loads after the document: until then (or if the asset left the list) the chosen one is
            still named, so the field never reads "No image" for a document that has a picture. */}
        {assetId && !chosen ? <option value={assetId}>{assetId}</option> : null}
        {choices.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.url})
          </option>
        ))}
      </select>
      <div className={styles.upload}>
        <input
          id={fileId}
          type="file"
          accept={types.join(',')}
          className={styles.fileInput}
          disabled={busy !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void upload(e.currentTarget)}
        />
        <label htmlFor={fileId} className={styles.uploadButton}>
          Upload image<span className="visually-hidden"> for {label}</span>
        </label>
        <p className={styles.status}>{hint}</p>
        <p className={styles.status} role="status">
          {busy ? `Uploading ${busy}…` : notice}
        </p>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the chosen asset; the optimizer is for visitors' pages */}
      {chosen ? <img src={chosen.url} alt={`Chosen image: ${chosen.name}`} className={styles.thumbnail} /> : null}
    </>
  );
}
