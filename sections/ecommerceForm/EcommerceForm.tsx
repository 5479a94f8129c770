import { useLingui } from '@lingui/react'
import { ecommerce } from 'virtual:form-validators'
import type { SectionFrame } from '../../src/config/defineSection'
import { formCopy } from '../../src/forms/formCopy'
import { REVENUE_RANGES } from '../../src/forms/options'
import { withPhoneMask } from '../../src/forms/phoneMask'
import { MAX_LENGTH } from '../../src/forms/schemas'
import { Field } from '../../src/forms/ui/Field'
import { FormSection } from '../../src/forms/ui/FormSection'
import { FormShell } from '../../src/forms/ui/FormShell'
import { useLeadForm } from '../../src/forms/useLeadForm'
import { usePathname } from '../../src/i18n/useLocale'
import type { EcommerceFormProps } from './schema'

const FIELDS = ['name', 'phone', 'email', 'faturamento', 'nicho'] as const

export function EcommerceForm({ title, subtitle, sectionId }: EcommerceFormProps & SectionFrame) {
  const { _ } = useLingui()
  // No thank-you page here: the form is reset and a success message replaces the failure one.
  const { form, status, onSubmit, honeypot } = useLeadForm({
    fields: FIELDS,
    validate: ecommerce,
    errorMessages: formCopy.portugueseErrors,
    onSent: () => {},
    draftKey: `lead-draft:ecommerce:${usePathname()}`,
  })
  const { register, formState } = form
  const error = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message as string | undefined
  const alert =
    status === 'failure'
      ? { kind: 'failure' as const, text: _(formCopy.leadFailure) }
      : status === 'success'
        ? { kind: 'success' as const, text: _(formCopy.success) }
        : undefined
  return (
    <FormSection type="ecommerceForm" sectionId={sectionId} title={title} subtitle={subtitle}>
      {(label) => (
        <FormShell label={label} status={status} onSubmit={onSubmit} honeypot={honeypot} alert={alert}>
          <Field
            label={_(formCopy.labels.leadName)}
            error={error('name')}
            registration={register('name')}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
          />
          <Field
            label={_(formCopy.labels.phone)}
            error={error('phone')}
            registration={withPhoneMask(register('phone'))}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 99999-9999"
          />
          <Field
            label={_(formCopy.labels.leadEmail)}
            error={error('email')}
            registration={register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
          <Field
            label={_(formCopy.labels.faturamento)}
            error={error('faturamento')}
            registration={register('faturamento')}
            kind="select"
          >
            <option value="" disabled>
              {_(formCopy.revenuePlaceholder)}
            </option>
            {REVENUE_RANGES.map((range) => (
              <option key={range} value={range}>
                {_(formCopy.revenue[range])}
              </option>
            ))}
          </Field>
          <Field
            label={_(formCopy.labels.nicho)}
            error={error('nicho')}
            registration={register('nicho')}
            maxLength={MAX_LENGTH.nicho}
          />
        </FormShell>
      )}
    </FormSection>
  )
}
