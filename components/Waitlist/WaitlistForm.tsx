import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { joinWaitlist } from '@/lib/commerce/api';
import { failureMessage } from '@/lib/commerce/failure';
import { emailForm } from '@/lib/rules/validation/forms';
import { FormMessage, SubmitButton, TextField, useSiteForm } from '../Form';

/** Email-only form (spec §5) that joins the voucher waitlist. */
export function WaitlistForm() {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSiteForm<{ email: string }>({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const result = await joinWaitlist(email);
      if (result.ok) setDone(result.message ?? 'You’re on the list.');
      else if (!form.showFieldErrors(result.fieldErrors)) setFailure(result.message ?? 'Please try again.');
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  if (done) return <FormMessage tone="success">{done}</FormMessage>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join the voucher waitlist">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Joining…">
        Join the waitlist
      </SubmitButton>
    </form>
  );
}
