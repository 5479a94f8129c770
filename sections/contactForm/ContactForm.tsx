import { useLingui } from '@lingui/react'
import { contact } from 'virtual:form-validators'
import type { SectionFrame } from '../../src/config/defineSection'
import { formCopy } from '../../src/forms/formCopy'
import { MAX_LENGTH } from '../../src/forms/schemas'
import { Field } from '../../src/forms/ui/Field'
import { FormSection } from '../../src/forms/ui/FormSection'
import { FormShell } from '../../src/forms/ui/FormShell'
import { useLeadForm } from '../../src/forms/useLeadForm'
import { useSuccessNavigation } from '../../src/forms/useSuccessNavigation'
import { usePathname } from '../../src/i18n/useLocale'
import type { ContactFormProps } from './schema'

const FIELDS = ['name', 'phone', 'company', 'role', 'email', 'message'] as const

export function ContactForm({ title, subtitle, successPath, sectionId }: ContactFormProps & SectionFrame) {
  const { _ } = useLingui()
  const goToThanks = useSuccessNavigation(successPath)
  const { form, status, onSubmit, honeypot } = useLeadForm({
    fields: FIELDS,
    validate: contact,
    errorMessages: formCopy.contactErrors,
    onSent: goToThanks,
    draftKey: `lead-draft:contact:${usePathname()}`,
  })
  const { register, formState } = form
  const error = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message as string | undefined
  return (
    <FormSection type="contactForm" sectionId={sectionId} title={title} subtitle={subtitle}>
      {(label) => (
        <FormShell
          label={label}
          status={status}
          onSubmit={onSubmit}
          honeypot={honeypot}
          alert={status === 'failure' ? { kind: 'failure', text: _(formCopy.contactFailure) } : undefined}
        >
          <Field
            label={_(formCopy.labels.name)}
            error={error('name')}
            registration={register('name')}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
          />
          <Field
            label={_(formCopy.labels.phone)}
            error={error('phone')}
            registration={register('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MAX_LENGTH.phone}
          />
          <Field
            label={_(formCopy.labels.company)}
            error={error('company')}
            registration={register('company')}
            autoComplete="organization"
            maxLength={MAX_LENGTH.company}
          />
          <Field
            label={_(formCopy.labels.role)}
            error={error('role')}
            registration={register('role')}
            autoComplete="organization-title"
            maxLength={MAX_LENGTH.role}
          />
          <Field
            label={_(formCopy.labels.email)}
            error={error('email')}
            registration={register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
          <Field
            label={_(formCopy.labels.message)}
            error={error('message')}
            registration={register('message')}
            kind="textarea"
            maxLength={MAX_LENGTH.message}
          />
        </FormShell>
      )}
    </FormSection>
  )
}
