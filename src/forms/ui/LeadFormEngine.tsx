import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { Copy } from '../../config/common'
import { resolveHref } from '../../i18n/locales'
import { translateMoney } from '../../i18n/money'
import { useLocale, usePathname } from '../../router/runtime'
import { leadFormCopy, messageStyles, sharedCopy, type FieldCopy } from '../leadFormCopy'
import { LEAD_FORMS, type FormKind, type LeadField } from '../leadForms'
import { readServerFlash } from '../serverFlash'
import { useLeadForm } from '../useLeadForm'
import { useSuccessNavigation } from '../useSuccessNavigation'
import { Field } from './Field'
import { FormSection } from './FormSection'
import { FormShell } from './FormShell'

export interface LeadFormEngineProps {
  kind: FormKind
  /** The section type, for the section root's `data-section`. */
  type: string
  sectionId?: string
  title: Copy
  subtitle?: Copy
  /** The thank-you path, for forms whose description says success goes there. */
  successPath?: string
}

/** The one form engine: renders and runs any lead form from its description (`leadForms.ts`) and copy. */
export function LeadFormEngine({ kind, type, sectionId, title, subtitle, successPath }: LeadFormEngineProps) {
  const { _, i18n } = useLingui()
  const description = LEAD_FORMS[kind]
  const copy: Readonly<Record<string, FieldCopy>> = leadFormCopy[kind]
  const page = usePathname()
  const locale = useLocale()
  const thanks = successPath && description.success === 'thank-you page' ? resolveHref(successPath, locale) : undefined
  const navigate = useSuccessNavigation()
  const [flash] = useState(() => readServerFlash(kind, page))
  const { form, status, onSubmit, honeypot } = useLeadForm({
    kind,
    onSent: () => (thanks ? navigate(thanks) : undefined),
    draftKey: `lead-draft:${kind}:${page}`,
    flash,
  })
  const { errors, submitCount, dirtyFields } = form.formState
  // The server's errors (a post sent before JavaScript ran) stay until the field is edited or the form submitted.
  const flashError = (name: string) => {
    const code = submitCount === 0 && !dirtyFields[name] ? flash?.errors[name] : undefined
    return code && _(messageStyles[description.messages][code])
  }
  const fields: readonly LeadField[] = description.fields
  const errorOf = (name: string) => errors[name]?.message ?? flashError(name)
  // After a send the script refused, the alert region announces how many fields need fixing (each field's own
  // error is tied to it). A page the server answered with errors renders them without it, and hydrates the same.
  const invalidCount = submitCount > 0 ? fields.filter((field) => errors[field.name]).length : 0
  const alert =
    invalidCount > 0
      ? { kind: 'failure' as const, text: _({ ...sharedCopy.invalidFields, values: { count: invalidCount } }) }
      : status === 'failure'
        ? { kind: 'failure' as const, text: _(messageStyles[description.messages].failure) }
        : status === 'success' && description.success === 'alert'
          ? { kind: 'success' as const, text: _(sharedCopy.success) }
          : undefined
  return (
    <FormSection type={type} sectionId={sectionId} title={title} subtitle={subtitle}>
      {(label) => (
        <FormShell
          kind={kind}
          label={label}
          page={sectionId ? `${page}#${sectionId}` : page}
          thanks={thanks}
          status={status}
          onSubmit={onSubmit}
          honeypot={honeypot}
          alert={alert}
        >
          {fields.map((field) => {
            const { label: fieldLabel, placeholder, options } = copy[field.name]!
            return (
              <Field
                key={field.name}
                field={field}
                label={_(fieldLabel)}
                error={errorOf(field.name)}
                registration={form.register(field.name)}
                placeholder={placeholder && _(placeholder)}
                options={(field.options ?? []).map((value) => {
                  const text = options?.[value] ?? value
                  const label =
                    typeof text === 'string' ? text : 'amounts' in text ? translateMoney(i18n, text) : _(text)
                  return { value, label }
                })}
              />
            )
          })}
        </FormShell>
      )}
    </FormSection>
  )
}
