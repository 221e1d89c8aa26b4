import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  bookVoucher,
  changeVoucherBooking,
  loadAvailability,
  loadChangeFee,
  type AvailabilityOutcome,
  type BookingView,
  type ChangeFee,
  type VoucherAccess,
} from '@/lib/commerce/booking';
import { failureMessage } from '@/lib/commerce/failure';
import { formatUsd } from '@/lib/rules/money';
import { firstValue } from '@/lib/platform/query';
import { useHydrated } from '@/lib/platform/useHydrated';
import { voucherLookupForm } from '@/lib/rules/validation/forms';
import { AppLink } from '../AppLink';
import { FormMessage, SubmitButton, TextField, useSiteForm } from '../Form';
import { ChooseDate } from './ChooseDate';
import styles from './Account.module.scss';

/** Visitors who are not signed in: the voucher's code and the email it was bought with. */
function VoucherLookup({ code, problem, onFound }: { code: string; problem: string | null; onFound(access: VoucherAccess): void }) {
  const form = useSiteForm<{ code: string; email: string }>({
    resolver: zodResolver(voucherLookupForm) as Resolver<{ code: string; email: string }>,
    defaultValues: { code, email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => onFound({ code: values.code, email: values.email }));
  return (
    <section className={styles.panel} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Find your voucher</h2>
      <p>
        <AppLink href="/login">Sign in</AppLink> to see all your vouchers, or enter a voucher’s code and the email you bought it with.
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="lookup-title">
        <TextField
          label="Voucher code"
          autoComplete="off"
          autoCapitalize="characters"
          hint="For example HC-AB12C-3DE4F"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <SubmitButton busy={isSubmitting} busyLabel="Looking…">
          Show available dates
        </SubmitButton>
      </form>
    </section>
  );
}

/**
 * A booked cleaning: reschedule or cancel it. What the change costs under the
 * late-cancellation policy is shown before the customer confirms, and the
 * confirmation carries that amount, so nothing else can be charged.
 */
export function Booked({ access, booking, message, onChanged }: { access: VoucherAccess; booking: BookingView; message: string | null; onChanged(): void }) {
  const [fee, setFee] = useState<ChangeFee | null>(null);
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const [offer, setOffer] = useState<AvailabilityOutcome | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const begin = async (next: 'cancel' | 'move') => {
    setFailure(null);
    try {
      const [quoted, available] = await Promise.all([loadChangeFee(access), next === 'move' ? loadAvailability(access) : Promise.resolve(null)]);
      setFee(quoted);
      setOffer(available);
      setMode(next);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  const feeCents = fee?.ok ? fee.feeCents : 0;
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await changeVoucherBooking(access, { action: 'CANCEL', expectedFeeCents: feeCents });
      if (result.ok) setDone(result.message);
      else {
        setFailure(result.message);
        if (result.reason === 'FEE_CHANGED') setFee(await loadChangeFee(access));
      }
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className={styles.panel} aria-labelledby="booked-title">
        <h2 id="booked-title">Your cleaning is cancelled</h2>
        <FormMessage tone="success">{done}</FormMessage>
        <AppLink href="/customer">Go to your account</AppLink>
      </section>
    );
  }

  if (mode === 'move' && offer?.kind === 'open') {
    return (
      <ChooseDate
        days={offer.days}
        timeZoneName={offer.timeZoneName}
        title="Move your cleaning"
        intro={`Voucher ${offer.code}.`}
        note={fee?.ok ? fee.message : undefined}
        submitLabel="Confirm new time"
        onBook={async (choice) => {
          try {
            const result = await changeVoucherBooking(access, { action: 'RESCHEDULE', date: choice.date, window: choice.window, expectedFeeCents: feeCents });
            if (result.ok) {
              onChanged();
              return null;
            }
            if (result.reason === 'FEE_CHANGED') setFee(await loadChangeFee(access));
            return result.message;
          } catch (error) {
            return failureMessage(error);
          }
        }}
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="booked-title">
      <h2 id="booked-title">Your cleaning is booked</h2>
      {message ? <FormMessage tone="success">{message}</FormMessage> : null}
      <p data-testid="booked">{booking.label}</p>
      {booking.sameCleanerAs ? <p data-testid="same-cleaner">You asked for the same cleaner as on {booking.sameCleanerAs}.</p> : null}
      {access.email !== null ? (
        // Code and email find a booking; changing it can charge the card on file, so it takes the owner's sign-in.
        <p>
          <AppLink href="/login">Sign in</AppLink> to reschedule or cancel this cleaning.
        </p>
      ) : mode === 'cancel' ? (
        <div role="group" aria-labelledby="cancel-title">
          <h3 id="cancel-title">Cancel this cleaning?</h3>
          <p data-testid="change-fee">{fee?.ok ? fee.message : fee?.message}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={cancel} disabled={busy || !fee?.ok} aria-busy={busy}>
              {feeCents > 0 ? `Cancel and pay ${formatUsd(feeCents)}` : 'Cancel free of charge'}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setMode('view')} disabled={busy}>
              Keep my booking
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => void begin('move')}>
            Reschedule
          </button>
          <button type="button" className={styles.secondary} onClick={() => void begin('cancel')}>
            Cancel cleaning
          </button>
        </div>
      )}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <p>
        <AppLink href="/customer">Go to your account</AppLink>
      </p>
    </section>
  );
}

/**
 * /customer/choosedate: redeem a voucher by booking its cleaning. The signed-in
 * owner arrives with the code (from the customer area); anyone else enters the
 * code and the email it was bought with. Full windows are shown disabled; a
 * window that fills while the customer chooses is reported and the choices
 * are refreshed.
 */
export function RedeemVoucher() {
  const router = useRouter();
  // The code comes from the query string: nothing is shown until after hydration, so the first render matches the static HTML.
  const hydrated = useHydrated();
  const queryCode = hydrated && router.isReady ? (firstValue(router.query.code) ?? '') : null;
  const [access, setAccess] = useState<VoucherAccess | null>(null);
  const [offer, setOffer] = useState<AvailabilityOutcome | null>(null);
  const [booked, setBooked] = useState<{ booking: BookingView; message: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const show = useCallback((next: VoucherAccess, outcome: AvailabilityOutcome) => {
    setAccess(next);
    setOffer(outcome);
    setProblem(outcome.kind === 'refused' ? outcome.message : null);
    if (outcome.kind === 'open' && outcome.booking) setBooked({ booking: outcome.booking, message: null });
  }, []);

  const load = useCallback(
    (next: VoucherAccess) =>
      loadAvailability(next)
        .then((outcome) => show(next, outcome))
        .catch((error: unknown) => setProblem(failureMessage(error))),
    [show],
  );

  useEffect(() => {
    if (queryCode) void load({ code: queryCode, email: null });
  }, [queryCode, load]);

  if (queryCode === null) return null;
  if (booked && access) {
    return (
      <Booked
        key={`${booked.booking.date}/${booked.booking.window}`}
        access={access}
        booking={booked.booking}
        message={booked.message}
        onChanged={() => {
          setBooked(null);
          void load(access);
        }}
      />
    );
  }
  if (offer?.kind === 'open' && access) {
    return (
      <ChooseDate
        key={offer.days.map((d) => d.windows.map((w) => w.remaining).join()).join()}
        days={offer.days}
        timeZoneName={offer.timeZoneName}
        title={`Choose a date for your ${offer.numHours}-hour cleaning`}
        intro={`Voucher ${offer.code}.`}
        submitLabel="Confirm booking"
        onBook={async (choice) => {
          try {
            const result = await bookVoucher(access, choice);
            if (result.ok) {
              setBooked({ booking: result.booking, message: result.message });
              return null;
            }
            if (result.reason === 'WINDOW_FULL') void loadAvailability(access).then(setOffer);
            return result.message;
          } catch (error) {
            return failureMessage(error);
          }
        }}
      />
    );
  }
  // Signed-in owners with a code never see this; a refused code is explained above the form.
  const refusedSignedIn = offer?.kind === 'refused' && access?.email === null && offer.reason === 'VOUCHER_NOT_FOUND';
  return <VoucherLookup code={access?.code ?? queryCode} problem={refusedSignedIn ? null : problem} onFound={(next) => void load(next)} />;
}
