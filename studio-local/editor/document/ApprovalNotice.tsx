import type { LoadedDocument } from '../documentsApi';
import styles from '../Studio.module.scss';

/** A draft that needs a second admin: who must approve it, and the Approve button for an admin who may. */
export function ApprovalNotice({
  approval,
  user,
  disabled,
  approving,
  onApprove,
}: {
  approval: LoadedDocument['approval'];
  user: { role: string; email: string };
  disabled: boolean;
  approving: boolean;
  onApprove(): void;
}) {
  if (!approval.reason) return null;
  const mayApprove = !approval.approvedBy && user.role === 'admin' && !approval.authors.includes(user.email);
  return (
    <div className={styles.approval} data-testid="approval">
      {approval.approvedBy ? (
        <p>Approved by {approval.approvedBy}: this draft can be published or scheduled.</p>
      ) : (
        <p>
          Needs a second admin before it is published or scheduled: {approval.reason}.
          {approval.authors.length ? ` An admin other than ${approval.authors.join(', ')} must approve it.` : ''}
        </p>
      )}
      {mayApprove ? (
        <button type="button" className={styles.primary} disabled={disabled} onClick={onApprove}>
          {approving ? 'Approving…' : 'Approve'}
        </button>
      ) : null}
    </div>
  );
}
