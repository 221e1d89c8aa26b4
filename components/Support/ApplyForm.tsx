import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { AVAILABILITY, CLEANING_EXPERIENCE } from '@/lib/rules/support';
import { cleanerApplicationForm, type CleanerApplicationInput } from '@/lib/rules/validation/forms';
import { sendCleanerApplication } from '@/lib/support/client';
import { FormMessage, SelectField, SubmitButton, TextAreaField, TextField, useSiteForm } from '../Form';
import styles from './Support.module.scss';

type Values = { name: string; email: string; phone: string; zipcode: string; experience: string; availability: string; about: string };

/** Become a cleaner (/apply): one application becomes one ticket in the studio inbox, answered by email. */
export function ApplyForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSiteForm<Values, CleanerApplicationInput>({
    resolver: zodResolver(cleanerApplicationForm) as Resolver<Values, unknown, CleanerApplicationInput>,
    defaultValues: { name: '', email: '', phone: '', zipcode: '', experience: '', availability: '', about: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const reply = await sendCleanerApplication(values);
    if (reply.ok) setSent(reply.message);
    else if (!form.showFieldErrors(reply.fieldErrors)) setFailure(reply.message);
  });

  return (
    <section className={styles.contact} aria-labelledby="apply-form-title">
      <h2 id="apply-form-title">Apply to clean with us</h2>
      {sent ? (
        <FormMessage tone="success">{sent}</FormMessage>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="apply-form-title">
          <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
          <TextField label="Mobile phone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...form.register('phone')} />
          <TextField
            label="Zipcode where you would work"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zipcode?.message}
            {...form.register('zipcode')}
          />
          <SelectField
            label="Cleaning experience"
            placeholder="Choose one"
            options={CLEANING_EXPERIENCE}
            error={errors.experience?.message}
            {...form.register('experience')}
          />
          <SelectField
            label="When can you work?"
            placeholder="Choose one"
            options={AVAILABILITY}
            error={errors.availability?.message}
            {...form.register('availability')}
          />
          <TextAreaField label="Anything else we should know? (optional)" maxLength={1000} error={errors.about?.message} {...form.register('about')} />
          {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <SubmitButton busy={isSubmitting} busyLabel="Sending…">
            Send application
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
