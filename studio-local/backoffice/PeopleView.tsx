import { useState } from 'react';
import { studioFetch } from '@/studio-local/editor/client';
import { ROLE_DESCRIPTIONS, ROLE_NAMES, STUDIO_ROLES, type StudioRole } from '@/lib/rules/studioRoles';
import styles from '../editor/Studio.module.scss';
import { useStudioUser } from '../editor/studioUser';
import { Notice, useStudioResource } from '../editor/useStudioResource';

interface Person {
  id: number;
  email: string;
  role: StudioRole;
  invitedBy: string | null;
  createdAt: string;
}

function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  id: string;
  value: StudioRole;
  onChange(role: StudioRole): void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      className={styles.input}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value as StudioRole)}
    >
      {STUDIO_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}

/** Admins give people access by email, change their role and remove them; each counts from the person's next request. */
export function PeopleView({ onSignedOut }: { onSignedOut(): void }) {
  const me = useStudioUser();
  const { data: people, message, busy, act } = useStudioResource('/api/studio/people', (body) => body.people as Person[], onSignedOut);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StudioRole>('marketer');

  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title">People</h1>
      <p className={styles.hint}>Everyone who can sign in to the studio. People sign in with their work email; removing someone signs them out at once.</p>
      <form
        className={styles.inviteForm}
        onSubmit={(event) => {
          event.preventDefault();
          void act(async () => {
            await studioFetch('/api/studio/people', { method: 'POST', body: { email, role } });
            setEmail('');
          }, `${email} can now sign in with their email.`);
        }}
      >
        <h2>Give someone access</h2>
        <label htmlFor="invite-email" className={styles.label}>
          Work email
        </label>
        <input id="invite-email" className={styles.input} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        <label htmlFor="invite-role" className={styles.label}>
          Role
        </label>
        <RoleSelect id="invite-role" value={role} onChange={setRole} describedBy="invite-role-help" />
        <p id="invite-role-help" className={styles.hint}>
          {ROLE_NAMES[role]}: {ROLE_DESCRIPTIONS[role]}
        </p>
        <button type="submit" className={styles.primary} disabled={busy || !email}>
          Give access
        </button>
      </form>
      <Notice message={message} />
      {!people ? (
        <p role="status">Loading…</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label="People with studio access" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">People with studio access</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Added by</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id} data-testid={`person-${person.email}`}>
                  <th scope="row">
                    {person.email}
                    {person.email === me.email ? ' (you)' : ''}
                  </th>
                  <td className={styles.roleCell}>
                    <label htmlFor={`role-${person.id}`} className="visually-hidden">
                      Role of {person.email}
                    </label>
                    <RoleSelect
                      id={`role-${person.id}`}
                      value={person.role}
                      disabled={busy}
                      onChange={async (next) => {
                        const changed = await act(
                          () => studioFetch(`/api/studio/people/${person.id}`, { method: 'PATCH', body: { role: next } }),
                          `${person.email} is now ${next === 'admin' ? 'an' : 'a'} ${next}.`,
                        );
                        // Your own role changed: the studio shows what the new role may use.
                        if (changed && person.email === me.email) window.location.reload();
                      }}
                    />
                  </td>
                  <td>{person.invitedBy ?? 'Set up the studio'}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.danger}
                      disabled={busy}
                      aria-label={`Remove ${person.email}`}
                      onClick={() => {
                        if (window.confirm(`Remove ${person.email}? They are signed out at once.`))
                          void act(() => studioFetch(`/api/studio/people/${person.id}`, { method: 'DELETE' }), `${person.email} no longer has access.`);
                      }}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
