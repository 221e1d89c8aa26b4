import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import {
  cancelMyMembership,
  loadAccount,
  loadMembershipCancellation,
  signOutCustomer,
  type Account,
  type MembershipCancellationQuote,
  type AccountVoucher,
  type VoucherStatus,
} from '@/lib/commerce/account';
import { failureMessage } from '@/lib/commerce/failure';
import { formatUtcDate } from '@/lib/rules/dates';
import { formatUsd } from '@/lib/rules/money';
import { AppLink } from '../AppLink';
import { OrderLines, OrderTerms } from '../OrderLines';
import { FormMessage } from '../Form';
import styles from './Account.module.scss';

// The care panels load when an account shows them, not with every content page that can hold the account widget.
const RateCleaning = dynamic(() => import('./carePanels').then((m) => m.RateCleaning));
const GivenRating = dynamic(() => import('./carePanels').then((m) => m.GivenRating));
const RateFromLink = dynamic(() => import('./carePanels').then((m) => m.RateFromLink));
const PauseMembership = dynamic(() => import('./carePanels').then((m) => m.PauseMembership));
const UpdateCard = dynamic(() => import('./carePanels').then((m) => m.UpdateCard));

const STATUS: Record<VoucherStatus, string> = {
  UNUSED: 'Not booked yet',
  BOOKED: 'Booked',
  USED: 'Used',
  EXPIRED: 'Expired',
  VOIDED: 'Voided: its membership was cancelled first',
};

function VoucherCard({ voucher }: { voucher: AccountVoucher }) {
  return (
    <li className={styles.card} data-testid="voucher">
      <h3>{voucher.memberCleaning ? `${voucher.numHours}-hour member cleaning` : `${voucher.numHours}-hour cleaning voucher`}</h3>
      <dl className={styles.facts}>
        <dt>Code</dt>
        <dd>{voucher.code}</dd>
        <dt>Status</dt>
        <dd>{STATUS[voucher.status]}</dd>
        {voucher.booking ? (
          <>
            <dt>Cleaning</dt>
            <dd data-testid="booking">{voucher.booking.label}</dd>
          </>
        ) : null}
        {voucher.booking?.sameCleanerAs ? (
          <>
            <dt>Cleaner</dt>
            <dd data-testid="same-cleaner">Same cleaner as on {voucher.booking.sameCleanerAs} (requested)</dd>
          </>
        ) : null}
        <dt>{voucher.status === 'EXPIRED' ? 'Expired' : 'Expires'}</dt>
        <dd>{formatUtcDate(voucher.expiresAt)}</dd>
      </dl>
      <OrderLines summary={voucher.summary} totalLabel="Total paid" />
      <OrderTerms terms={voucher.summary.terms} />
      {voucher.status === 'UNUSED' ? (
        <AppLink className={styles.primary} href={`/customer/choosedate?code=${encodeURIComponent(voucher.code)}`}>
          Choose a date
        </AppLink>
      ) : voucher.status === 'BOOKED' ? (
        <AppLink className={styles.primary} href={`/customer/choosedate?code=${encodeURIComponent(voucher.code)}`}>
          Reschedule or cancel
        </AppLink>
      ) : null}
      {voucher.rating ? (
        <GivenRating rating={voucher.rating} />
      ) : voucher.rateable && voucher.booking ? (
        <RateCleaning target={{ bookingId: voucher.booking.id }} label={voucher.booking.label} />
      ) : null}
    </li>
  );
}

/**
 * Cancel at any time: one screen says where the member stands (paid months against the minimum, what cancelling
 * costs now and when it becomes free), then one click cancels (click-to-cancel).
 */
function CancelMembership({ active, onCancelled }: { active: boolean; onCancelled(): void }) {
  const [quote, setQuote] = useState<MembershipCancellationQuote | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    try {
      setQuote(await loadMembershipCancellation());
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };
  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      const outcome = await cancelMyMembership(quote.feeCents);
      setResult(outcome);
      if (outcome.ok) onCancelled();
      else setQuote(await loadMembershipCancellation());
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actions}>
      {result ? <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}
      {quote && !result?.ok ? (
        <div role="group" aria-labelledby="cancel-membership-title">
          <h3 id="cancel-membership-title">Cancel your membership?</h3>
          {quote.minimumMonths > 0 ? (
            <p className={styles.meter}>
              <label htmlFor="paid-months-meter">
                {Math.min(quote.paidMonths, quote.minimumMonths)} of {quote.minimumMonths} paid months
              </label>
              <meter id="paid-months-meter" min={0} max={quote.minimumMonths} value={Math.min(quote.paidMonths, quote.minimumMonths)} />
            </p>
          ) : null}
          <p data-testid="membership-fee">{quote.message}</p>
          <button type="button" className={styles.primary} onClick={confirm} disabled={busy} aria-busy={busy}>
            {quote.feeCents > 0 ? `Cancel membership and pay ${formatUsd(quote.feeCents)}` : 'Cancel membership free of charge'}
          </button>
        </div>
      ) : active && !result?.ok ? (
        <button type="button" className={styles.secondary} onClick={() => void ask()}>
          Cancel membership
        </button>
      ) : null}
    </div>
  );
}

/** /customer: the signed-in customer's vouchers and membership, and sign-out. */
export function CustomerArea() {
  const router = useRouter();
  const [account, setAccount] = useState<Account | null | 'loading' | 'unavailable'>('loading');
  // The "how was it" email's link: /customer?rate=<signed token>, usable without signing in.
  const rateToken = typeof router.query.rate === 'string' ? router.query.rate : null;
  const reload = () => void loadAccount().then(setAccount, () => setAccount('unavailable'));

  useEffect(() => {
    let cancelled = false;
    loadAccount()
      .then((a) => !cancelled && setAccount(a))
      .catch(() => !cancelled && setAccount('unavailable'));
    return () => {
      cancelled = true;
    };
  }, []);

  const signOut = async () => {
    await signOutCustomer();
    await router.push('/login');
  };

  if (account === 'loading') {
    return (
      <section className={styles.panel} aria-busy="true" aria-label="Your account">
        <p>Loading your account…</p>
      </section>
    );
  }
  if (account === 'unavailable') {
    return (
      <section className={styles.panel} aria-label="Your account">
        <FormMessage tone="error">We couldn’t load your account just now. Please reload the page.</FormMessage>
      </section>
    );
  }
  const fromLink = rateToken ? <RateFromLink token={rateToken} /> : null;
  if (account === null) {
    return (
      <>
        {fromLink}
        <section className={styles.panel} aria-labelledby="account-title">
          <h2 id="account-title">You’re not signed in</h2>
          <p>Sign in with a one-time link sent to the email you bought with.</p>
          <AppLink className={styles.primary} href="/login">
            Sign in
          </AppLink>
        </section>
      </>
    );
  }

  const { membership } = account;
  return (
    <>
      {fromLink}
      <section className={styles.panel} aria-labelledby="vouchers-title">
        <h2 id="vouchers-title">Your vouchers</h2>
        <p>Signed in as {account.email}</p>
        {account.vouchers.length ? (
          <ul className={styles.list}>
            {account.vouchers.map((v) => (
              <VoucherCard key={v.code} voucher={v} />
            ))}
          </ul>
        ) : (
          <p>You have no vouchers yet.</p>
        )}
      </section>
      {membership ? (
        <section className={styles.panel} aria-labelledby="membership-title">
          <h2 id="membership-title">Your Forever Clean membership</h2>
          <dl className={styles.facts}>
            <dt>Monthly price</dt>
            <dd>{formatUsd(membership.monthlyCents)}</dd>
            <dt>Status</dt>
            <dd data-testid="membership-status">
              {membership.status !== 'ACTIVE' ? 'Cancelled' : membership.pausedUntil ? `Paused until ${formatUtcDate(membership.pausedUntil)}` : 'Active'}
            </dd>
            <dt>Started</dt>
            <dd>{formatUtcDate(membership.startedAt)}</dd>
            <dt>Paid months</dt>
            <dd>{membership.paidMonths}</dd>
            <dt>Saved so far</dt>
            <dd data-testid="membership-saved">
              {membership.memberCleanings > 0
                ? `${formatUsd(membership.savedCents)} on ${membership.memberCleanings} member cleaning${membership.memberCleanings === 1 ? '' : 's'}, against the non-member rate`
                : 'Nothing yet: your next cleanings are at the member rate'}
            </dd>
            <dt>Next charge</dt>
            <dd>
              {membership.nextChargeDate
                ? formatUtcDate(membership.nextChargeDate)
                : membership.status === 'ACTIVE'
                  ? 'Billing starts after your first cleaning'
                  : 'None'}
            </dd>
          </dl>
          {membership.paymentFailed ? (
            <FormMessage tone="error">Your last membership payment failed. Update your card below and we will charge it at the next billing run.</FormMessage>
          ) : null}
          {membership.status === 'ACTIVE' ? (
            <>
              {membership.pausedUntil ? null : (
                <div className={styles.actions}>
                  <AppLink className={styles.primary} href="/customer/book">
                    Book a cleaning at your member rate
                  </AppLink>
                </div>
              )}
              <PauseMembership pausedUntil={membership.pausedUntil} onChanged={reload} />
              <UpdateCard />
            </>
          ) : null}
          <CancelMembership active={membership.status === 'ACTIVE'} onCancelled={reload} />
        </section>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={signOut}>
          Sign out
        </button>
      </div>
    </>
  );
}
