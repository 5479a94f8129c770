import { useLingui } from '@lingui/react'
import { lead } from 'virtual:form-validators'
import type { SectionFrame } from '../../src/config/defineSection'
import { formCopy } from '../../src/forms/formCopy'
import { BRAZILIAN_STATES } from '../../src/forms/options'
import { withPhoneMask } from '../../src/forms/phoneMask'
import { MAX_LENGTH } from '../../src/forms/schemas'
import { Field } from '../../src/forms/ui/Field'
import { FormSection } from '../../src/forms/ui/FormSection'
import { FormShell } from '../../src/forms/ui/FormShell'
import { useLeadForm } from '../../src/forms/useLeadForm'
import { useSuccessNavigation } from '../../src/forms/useSuccessNavigation'
import { usePathname } from '../../src/i18n/useLocale'
import type { LeadFormProps } from './schema'

const FIELDS = ['name', 'email', 'phone', 'state'] as const

export function LeadForm({ title, subtitle, successPath, sectionId }: LeadFormProps & SectionFrame) {
  const { _ } = useLingui()
  const { form, status, onSubmit, honeypot } = useLeadForm({
    fields: FIELDS,
    validate: lead,
    errorMessages: formCopy.portugueseErrors,
    onSent: useSuccessNavigation(successPath),
    draftKey: `lead-draft:lead:${usePathname()}`,
  })
  const { register, formState } = form
  const error = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message as string | undefined
  return (
    <FormSection type="leadForm" sectionId={sectionId} title={title} subtitle={subtitle}>
      {(label) => (
        <FormShell
          label={label}
          status={status}
          onSubmit={onSubmit}
          honeypot={honeypot}
          alert={status === 'failure' ? { kind: 'failure', text: _(formCopy.leadFailure) } : undefined}
        >
          <Field
            label={_(formCopy.labels.leadName)}
            error={error('name')}
            registration={register('name')}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
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
            label={_(formCopy.labels.phone)}
            error={error('phone')}
            registration={withPhoneMask(register('phone'))}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="(11) 99999-9999"
          />
          <Field
            label={_(formCopy.labels.state)}
            error={error('state')}
            registration={register('state')}
            kind="select"
            autoComplete="address-level1"
          >
            <option value="" disabled>
              {_(formCopy.statePlaceholder)}
            </option>
            {BRAZILIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Field>
        </FormShell>
      )}
    </FormSection>
  )
}
