import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { bookVoucher, loadAvailability, type AvailabilityOutcome, type BookingView, type VoucherAccess } from '@/lib/commerce/booking';
import { failureMessage } from '@/lib/commerce/failure';
import type { ArrivalWindow } from '@/lib/rules/booking';
import { formatUtcDate } from '@/lib/rules/dates';
import { firstValue } from '@/lib/platform/query';
import { useHydrated } from '@/lib/platform/useHydrated';
import { bookingChoiceForm, voucherLookupForm } from '@/lib/rules/validation/forms';
import { AppLink } from '../AppLink';
import { FormMessage, SelectField, SubmitButton, TextField, useSiteForm } from '../Form';
import styles from './Account.module.scss';

const dayLabel = (date: string) => formatUtcDate(`${date}T12:00:00Z`);

/** Visitors who are not signed in: the voucher's code and the email it was bought with. */
function VoucherLookup({ code, problem, onFound }: { code: string; problem: string | null; onFound(access: VoucherAccess): void }) {
  const form = useSiteForm<{ code: string; email: string }>({ resolver: zodResolver(voucherLookupForm) as Resolver<{ code: string; email: string }>, defaultValues: { code, email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => onFound({ code: values.code, email: values.email }));
  return (
    <section className={styles.panel} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Find your voucher</h2>
      <p>
        <AppLink href="/login">Sign in</AppLink> to see all your vouchers, or enter a voucher’s code and the email you bought it with.
      </p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="lookup-title">
        <TextField label="Voucher code" autoComplete="off" autoCapitalize="characters" hint="For example HC-AB12C-3DE4F" error={errors.code?.message} {...form.register('code')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <SubmitButton busy={isSubmitting} busyLabel="Looking…">
          Show available dates
        </SubmitButton>
      </form>
    </section>
  );
}

type Choice = { date: string; window: ArrivalWindow };

function ChooseDate({ offer, onBook }: { offer: Extract<AvailabilityOutcome, { kind: 'open' }>; onBook(choice: Choice): Promise<string | null> }) {
  const form = useSiteForm<{ date: string; window: string }, Choice>({ resolver: zodResolver(bookingChoiceForm) as Resolver<{ date: string; window: string }, unknown, Choice>, defaultValues: { date: '', window: '' } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const chosenDate = form.watch('date');
  const openDays = offer.days.filter((d) => d.windows.some((w) => w.remaining > 0));
  const day = offer.days.find((d) => d.date === chosenDate);

  const onSubmit = form.handleSubmit(async (choice) => {
    setFailure(null);
    setFailure(await onBook(choice));
  });

  return (
    <section className={styles.panel} aria-labelledby="choose-title">
      <h2 id="choose-title">Choose a date for your {offer.numHours}-hour cleaning</h2>
      <p>Voucher {offer.code}. Cleaners arrive within the window you choose.</p>
      <form onSubmit={onSubmit} noValidate aria-labelledby="choose-title">
        <SelectField label="Date" placeholder="Choose a date" options={openDays.map((d) => ({ value: d.date, label: dayLabel(d.date) }))} error={errors.date?.message} {...form.register('date')} />
        <fieldset className={styles.windows} aria-describedby={errors.window ? 'window-error' : undefined}>
          <legend>Arrival window</legend>
          {(day?.windows ?? offer.days[0]?.windows ?? []).map((w) => {
            const full = !day || w.remaining <= 0;
            return (
              <label key={w.window} className={styles.window}>
                <input type="radio" value={w.window} disabled={full} {...form.register('window')} />
                {w.label}
                {day && w.remaining <= 0 ? ' (full)' : ''}
              </label>
            );
          })}
          {errors.window ? (
            <p id="window-error" className={styles.fieldError}>
              {errors.window.message}
            </p>
          ) : null}
        </fieldset>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <SubmitButton busy={isSubmitting} busyLabel="Booking…">
          Confirm booking
        </SubmitButton>
      </form>
    </section>
  );
}

function Booked({ booking, message }: { booking: BookingView; message: string | null }) {
  return (
    <section className={styles.panel} aria-labelledby="booked-title">
      <h2 id="booked-title">Your cleaning is booked</h2>
      {message ? <FormMessage tone="success">{message}</FormMessage> : null}
      <p data-testid="booked">
        {dayLabel(booking.date)}, arriving {booking.windowLabel}.
      </p>
      <AppLink href="/customer">Go to your account</AppLink>
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
  if (booked) return <Booked booking={booked.booking} message={booked.message} />;
  if (offer?.kind === 'open' && access) {
    return (
      <ChooseDate
        key={offer.days.map((d) => d.windows.map((w) => w.remaining).join()).join()}
        offer={offer}
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
