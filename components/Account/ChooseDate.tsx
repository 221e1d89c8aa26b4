import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import type { DayOffer } from '@/lib/commerce/booking';
import type { ArrivalWindow } from '@/lib/rules/booking';
import { formatUsd } from '@/lib/rules/money';
import { bookingChoiceForm } from '@/lib/rules/validation/forms';
import { FormMessage, SelectField, SubmitButton, useSiteForm } from '../Form';
import styles from './Account.module.scss';

export type DateChoice = { date: string; window: ArrivalWindow };

/**
 * A date and an arrival window with a free place, for booking a voucher's cleaning, moving it, or a member's further
 * cleaning. Full windows are disabled; a window that starts inside the free-change notice says what a later change
 * would cost before the customer confirms.
 */
export function ChooseDate({
  days,
  timeZoneName,
  title,
  intro,
  note,
  children,
  submitLabel,
  onBook,
}: {
  days: DayOffer[];
  timeZoneName: string;
  title: string;
  intro: string;
  /** Shown above the form (what a move costs, what is charged). */
  note?: string;
  /** Shown under the choices, before the button. */
  children?: ReactNode;
  submitLabel: string;
  /** Null when booked; else why not, shown under the form. */
  onBook(choice: DateChoice): Promise<string | null>;
}) {
  const form = useSiteForm<{ date: string; window: string }, DateChoice>({
    resolver: zodResolver(bookingChoiceForm) as Resolver<{ date: string; window: string }, unknown, DateChoice>,
    defaultValues: { date: '', window: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const chosenDate = form.watch('date');
  const chosenWindow = form.watch('window');
  const openDays = days.filter((d) => d.windows.some((w) => w.remaining > 0));
  const day = days.find((d) => d.date === chosenDate);
  const lateFeeCents = day?.windows.find((w) => w.window === chosenWindow)?.lateChangeFeeCents ?? 0;

  const onSubmit = form.handleSubmit(async (choice) => {
    setFailure(null);
    setFailure(await onBook(choice));
  });

  return (
    <section className={styles.panel} aria-labelledby="choose-title">
      <h2 id="choose-title">{title}</h2>
      <p>
        {intro} Cleaners arrive within the window you choose; times are your home’s local time ({timeZoneName}).
      </p>
      {note ? <p data-testid="change-fee">{note}</p> : null}
      <form onSubmit={onSubmit} noValidate aria-labelledby="choose-title">
        <SelectField
          label="Date"
          placeholder="Choose a date"
          options={openDays.map((d) => ({ value: d.date, label: d.label }))}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <fieldset className={styles.windows} aria-describedby={errors.window ? 'window-error' : undefined}>
          <legend>Arrival window</legend>
          {(day?.windows ?? days[0]?.windows ?? []).map((w) => {
            const full = !day || w.remaining <= 0;
            return (
              <label key={w.window} className={styles.window}>
                <input type="radio" value={w.window} disabled={full} {...form.register('window')} />
                {w.label} {timeZoneName}
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
        {lateFeeCents > 0 ? (
          <p className={styles.notice} role="status" data-testid="late-window">
            This window starts less than the free-change notice away: once it is booked, moving or cancelling it costs {formatUsd(lateFeeCents)}.
          </p>
        ) : null}
        {children}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <SubmitButton busy={isSubmitting} busyLabel="Booking…">
          {submitLabel}
        </SubmitButton>
      </form>
    </section>
  );
}
