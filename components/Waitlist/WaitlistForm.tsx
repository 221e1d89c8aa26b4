import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { JoinVoucherWaitlistDocument } from '@/lib/graphql/generated/graphql';
import { networkMessage, runMutation } from '@/lib/graphql/lazy';
import { emailForm } from '@/lib/validation/forms';
import { FormMessage, SubmitButton, TextField } from '../Form';

/** Email-only form (spec §5) that joins the voucher waitlist. */
export function WaitlistForm() {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const { joinVoucherWaitlist: result } = await runMutation(JoinVoucherWaitlistDocument, { input: { email } });
      if (result.success) setDone(result.message ?? 'You’re on the list.');
      else if (result.fieldErrors[0]) setError('email', { message: result.fieldErrors[0].message }, { shouldFocus: true });
      else setFailure(result.message ?? 'Please try again.');
    } catch (error) {
      setFailure(networkMessage(error));
    }
  });

  if (done) return <FormMessage tone="success">{done}</FormMessage>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Join the voucher waitlist">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Joining…">
        Join the waitlist
      </SubmitButton>
    </form>
  );
}
