import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CheckoutSession } from '@/lib/checkout/session';
import { RegisterLeadDocument, VoucherPriceAndIntentDocument, type PricingPlanKey } from '@/lib/graphql/generated/graphql';
import { networkMessage, runMutation, runQuery } from '@/lib/graphql/lazy';
import { track } from '@/lib/tracking/browser';
import { EVENTS } from '@/lib/tracking/events';
import { emailLeadForm } from '@/lib/validation/forms';
import { FormMessage, SubmitButton, TextField } from '../Form';
import type { CheckoutPlan } from './Checkout';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(emailLeadForm), defaultValues: { email: session.email ?? '', zipcode: session.zipcode ?? '' } });

  const onSubmit = handleSubmit(async ({ email, zipcode }) => {
    setFailure(null);
    try {
      const { registerLead } = await runMutation(RegisterLeadDocument, { input: { email, zipcode } });
      if (!registerLead.success) {
        for (const fieldError of registerLead.fieldErrors) {
          if (fieldError.field === 'email' || fieldError.field === 'zipcode') setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        }
        if (registerLead.fieldErrors.length === 0) setFailure(registerLead.message ?? 'Please check your details.');
        return;
      }
      const { voucherPriceAndIntent: quote } = await runQuery(VoucherPriceAndIntentDocument, {
        voucherOption: plan.key as PricingPlanKey,
        numHours: session.hours ?? 3,
        zipcode,
        discount: session.discount,
      });
      if (quote.__typename !== 'VoucherPriceQuote') {
        if (quote.__typename === 'InvalidRequestError') setFailure(quote.message);
        else setError('zipcode', { message: quote.message }, { shouldFocus: true });
        return;
      }
      track(EVENTS.lead, { plan: plan.key, hours: quote.numHours, price: quote.price });
      onQuoted({
        email,
        zipcode,
        zipcodeEnteredOnHomepage: session.zipcodeEnteredOnHomepage && session.zipcode === zipcode,
        quote: { intent: quote.intent, price: quote.price, priceBeforeSalesTax: quote.priceBeforeSalesTax, salesTaxDollars: quote.salesTaxDollars, numHours: quote.numHours, expiresAt: quote.expiresAt },
      });
    } catch (error) {
      setFailure(networkMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-busy={isSubmitting}>
      <p className={styles.lead}>Where should we send your voucher, and where is your home?</p>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Zipcode" autoComplete="postal-code" inputMode="numeric" maxLength={5} error={errors.zipcode?.message} {...register('zipcode')} />
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
