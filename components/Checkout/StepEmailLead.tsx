import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { failureMessage } from '@/lib/commerce/failure';
import { requestQuote } from '@/lib/commerce/checkout';
import type { CheckoutSession } from '@/lib/commerce/checkoutSession';
import type { CheckoutPlan } from '@/lib/commerce/types';
import { emailLeadForm } from '@/lib/rules/validation/forms';
import { FormMessage, SubmitButton, TextField, useSiteForm } from '../Form';
import styles from './Checkout.module.scss';

type Values = { email: string; zipcode: string };

/**
 * Step 2: email and zipcode. The lead is registered, then the price is quoted;
 * only a successful quote (price and intent) moves the visitor on (spec §4).
 */
export function StepEmailLead({
  plan,
  session,
  onBack,
  onQuoted,
}: {
  plan: CheckoutPlan;
  session: CheckoutSession;
  onBack(): void;
  onQuoted(patch: Partial<CheckoutSession>): void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSiteForm<Values>({ resolver: zodResolver(emailLeadForm), defaultValues: { email: session.email ?? '', zipcode: session.zipcode ?? '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, zipcode }) => {
    setFailure(null);
    try {
      const outcome = await requestQuote({ plan, hours: session.hours, email, zipcode });
      if (outcome.kind === 'failure') setFailure(outcome.message);
      else if (outcome.kind === 'fields') form.showFieldErrors(outcome.errors);
      else {
        onQuoted({ email, zipcode, zipcodeEnteredOnHomepage: session.zipcodeEnteredOnHomepage && session.zipcode === zipcode, quote: outcome.quote });
      }
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-busy={isSubmitting}>
      <p className={styles.lead}>Where should we send your voucher, and where is your home?</p>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Zipcode" autoComplete="postal-code" inputMode="numeric" maxLength={5} error={errors.zipcode?.message} {...form.register('zipcode')} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.back} onClick={onBack}>
          Back
        </button>
        <SubmitButton busy={isSubmitting} busyLabel="Checking your price…">
          See my price
        </SubmitButton>
      </div>
    </form>
  );
}
