import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import type { BookingView } from '@/lib/commerce/booking';
import { failureMessage } from '@/lib/commerce/failure';
import { bookMemberCleaning, loadMemberOffer, newRequestKey, type MemberCleaningOption, type MemberOffer } from '@/lib/commerce/memberCleaning';
import { formatUsd } from '@/lib/rules/money';
import { AppLink } from '../AppLink';
import { FormMessage } from '../Form';
import { ChooseDate } from './ChooseDate';
import { Booked } from './RedeemVoucher';
import styles from './Account.module.scss';

const optionText = (o: MemberCleaningOption) =>
  `${o.numHours} hours: ${formatUsd(o.totalCents)} with ${formatUsd(o.salesTaxCents)} sales tax (you save ${formatUsd(o.savingCents)})`;

/** Step one: how long, each length with the price that will be charged. */
function ChooseLength({ offer, chosen, onChoose }: { offer: MemberOffer; chosen: number | null; onChoose(numHours: number): void }) {
  return (
    <section className={styles.panel} aria-labelledby="length-title">
      <h2 id="length-title">Book a cleaning at your member rate</h2>
      <p data-testid="member-rate">
        Your member rate is {formatUsd(offer.memberRateCents)} an hour; without the membership it is {formatUsd(offer.nonmemberRateCents)}. The total is charged
        to your card on file when you confirm.
      </p>
      {offer.sameCleanerAs ? <p data-testid="same-cleaner-request">We will ask for the same cleaner as on {offer.sameCleanerAs}, as you requested.</p> : null}
      <fieldset className={styles.windows}>
        <legend>How long?</legend>
        {offer.options.map((option) => (
          <label key={option.numHours} className={styles.window}>
            <input type="radio" name="member-hours" value={option.numHours} checked={chosen === option.numHours} onChange={() => onChoose(option.numHours)} />
            {optionText(option)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/**
 * /customer/book: a member books a further cleaning at the member rate. The server prices each length; the member
 * picks one, then a date and window, and confirms the total shown, which is the one amount charged (a retry or a
 * second click is the same booking, by the request key this screen holds).
 */
export function BookMemberCleaning() {
  const router = useRouter();
  const [offer, setOffer] = useState<MemberOffer | null | 'loading' | 'unavailable'>('loading');
  const [hours, setHours] = useState<number | null>(null);
  const [windows, setWindows] = useState<MemberOffer['windows']>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ booking: BookingView; code: string; message: string } | null>(null);
  // One key per confirmation, so a double click or a retry of the same request is one booking and one charge. Every
  // refused attempt ends its key: the next one is a new request (a new price, window or card).
  const [requestKey, setRequestKey] = useState(newRequestKey);

  useEffect(() => {
    let cancelled = false;
    loadMemberOffer()
      .then((loaded) => !cancelled && setOffer(loaded))
      .catch(() => !cancelled && setOffer('unavailable'));
    return () => {
      cancelled = true;
    };
  }, []);

  const choose = async (numHours: number) => {
    setHours(numHours);
    setProblem(null);
    try {
      const loaded = await loadMemberOffer(numHours);
      if (loaded) setOffer(loaded);
      setWindows(loaded?.windows ?? null);
      if (loaded?.refusal) setProblem(loaded.refusal);
    } catch (error) {
      setProblem(failureMessage(error));
    }
  };

  if (offer === 'loading') {
    return (
      <section className={styles.panel} aria-busy="true" aria-label="Book a cleaning">
        <p>Loading your member rate…</p>
      </section>
    );
  }
  if (offer === 'unavailable') {
    return (
      <section className={styles.panel} aria-label="Book a cleaning">
        <FormMessage tone="error">We couldn’t load your member rate just now. Please reload the page.</FormMessage>
      </section>
    );
  }
  if (offer === null) {
    return (
      <section className={styles.panel} aria-labelledby="member-title">
        <h2 id="member-title">Sign in to book at your member rate</h2>
        <p>Forever Clean members book further cleanings here at their member rate. Sign in with the email your membership is under.</p>
        <AppLink className={styles.primary} href="/login">
          Sign in
        </AppLink>
      </section>
    );
  }
  if (booked) {
    return (
      <Booked
        access={{ code: booked.code, email: null }}
        booking={booked.booking}
        message={booked.message}
        onChanged={() => void router.push(`/customer/choosedate?code=${encodeURIComponent(booked.code)}`)}
      />
    );
  }
  if (offer.refusal) {
    return (
      <section className={styles.panel} aria-labelledby="member-title">
        <h2 id="member-title">Book a cleaning at your member rate</h2>
        <FormMessage tone="error">{offer.refusal}</FormMessage>
        <AppLink href="/customer">Go to your account</AppLink>
      </section>
    );
  }

  const option = offer.options.find((o) => o.numHours === hours) ?? null;
  return (
    <>
      <ChooseLength offer={offer} chosen={hours} onChoose={(numHours) => void choose(numHours)} />
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {option && windows && windows.numHours === option.numHours ? (
        <ChooseDate
          key={`${option.numHours}/${windows.days.map((d) => d.windows.map((w) => w.remaining).join()).join()}`}
          days={windows.days}
          timeZoneName={windows.timeZoneName}
          title={`Choose a date for your ${option.numHours}-hour cleaning`}
          intro="At your member rate."
          submitLabel={`Confirm and pay ${formatUsd(option.totalCents)}`}
          onBook={async (choice) => {
            try {
              const result = await bookMemberCleaning({ ...choice, numHours: option.numHours, expectedTotalCents: option.totalCents, requestKey });
              if (result.ok) {
                setBooked({ booking: result.booking, code: result.code, message: result.message });
                return null;
              }
              setRequestKey(newRequestKey());
              // A full window or a new price: show what can be booked now.
              if (result.reason === 'WINDOW_FULL' || result.reason === 'PRICE_CHANGED') void choose(option.numHours);
              return result.message;
            } catch (error) {
              return failureMessage(error);
            }
          }}
        >
          <p data-testid="member-charge">
            {formatUsd(option.totalCents)} ({formatUsd(option.priceCents)} and {formatUsd(option.salesTaxCents)} sales tax) is charged to your card on file when
            you confirm.
          </p>
        </ChooseDate>
      ) : null}
    </>
  );
}
