import { useLingui } from '@lingui/react'
import { useState, type ReactNode } from 'react'
import type { Copy, Tone } from '../../config/common'
import { resolveHref } from '../../i18n/locales'
import { translateMoney } from '../../i18n/money'
import { regionName } from '../../i18n/localeFormats'
import { useLocale, usePathname, useSiteData } from '../../router/runtime'
import { failureAlerts, fieldCopy, fieldLabel, sharedCopy, validationCopy } from '../leadFormCopy'
import {
  formSchemaId,
  LEAD_FORM_BEHAVIOUR,
  leadFormFields,
  validationMessagesOf,
  type FormKind,
  type LeadField,
} from '../leadForms'
import { readServerFlash } from '../serverFlash'
import { useLeadForm } from '../useLeadForm'
import { useSuccessNavigation } from '../useSuccessNavigation'
import { Field } from './Field'
import { FormSection } from './FormSection'
import { FormShell } from './FormShell'

export interface LeadFormEngineProps {
  kind: FormKind
  /** The declared form whose fields it shows (a key of `settings.forms`); default its section's own, `kind`. */
  form?: string
  /** The section type, for the section root's `data-section`. */
  type: string
  sectionId?: string
  /** The surface the block is painted on (default `muted`). */
  tone?: Tone
  title: Copy
  subtitle?: Copy
  /** What the section shows under its heading, beside the form (e.g. who answers and how to reach them). */
  aside?: ReactNode
  /** The heading is the page's `<h1>`: the block opens a page made for its form (no hero above it). */
  pageTitle?: boolean
  /** The thank-you path, for forms whose description says success goes there. */
  successPath?: string
}

/**
 * The one form engine: renders and runs any lead form from the fields the site declares for it in the page's locale
 * (`settings.forms`, see `leadForms.ts`) and their copy. One form per page: a new page gets a fresh form (and its own
 * draft).
 */
export function LeadFormEngine(props: LeadFormEngineProps) {
  return <LeadFormBlock key={usePathname()} {...props} />
}

function LeadFormBlock({
  kind,
  form: name = kind,
  type,
  sectionId,
  tone = 'muted',
  title,
  subtitle,
  aside,
  pageTitle,
  successPath,
}: LeadFormEngineProps) {
  const { _, i18n } = useLingui()
  const description = LEAD_FORM_BEHAVIOUR[kind]
  const page = usePathname()
  const locale = useLocale()
  const forms = useSiteData().settings.forms
  const fields = leadFormFields(forms, name, locale)
  const messages = validationCopy[validationMessagesOf(forms, name)]
  const thanks = successPath && description.success === 'thank-you page' ? resolveHref(successPath, locale) : undefined
  const navigate = useSuccessNavigation()
  const [flash] = useState(() => readServerFlash(name, page))
  const {
    view,
    fields: registrations,
    onSubmit,
    activate,
    form,
    honeypot,
  } = useLeadForm({
    fields,
    validator: formSchemaId(name, locale),
    namedForm: name === kind ? undefined : name,
    onSent: () => (thanks ? navigate(thanks) : undefined),
    draftKey: `lead-draft:${name}:${page}`,
    flash,
  })
  const { errors, submitCount, dirty, status } = view
  // The server's errors (a post sent before JavaScript ran) stay until the field is edited or the form submitted.
  const errorOf = (name: string) => {
    const code = errors[name] ?? (submitCount === 0 && !dirty[name] ? flash?.errors[name] : undefined)
    return code && _(messages[code])
  }
  // After a send the script refused, the alert region announces how many fields need fixing (each field's own
  // error is tied to it). A page the server answered with errors renders them without it, and hydrates the same.
  const invalidCount = submitCount > 0 ? fields.filter((field) => errors[field.name]).length : 0
  const alert =
    invalidCount > 0
      ? { kind: 'failure' as const, text: _({ ...sharedCopy.invalidFields, values: { count: invalidCount } }) }
      : status === 'failure'
        ? { kind: 'failure' as const, text: _(failureAlerts[description.failure]) }
        : status === 'success' && description.success === 'alert'
          ? { kind: 'success' as const, text: _(sharedCopy.success) }
          : undefined
  // Two columns from small screens up: a long text, and the last of an odd number of short fields, take the row.
  const short = fields.filter((field) => field.control !== 'textarea')
  const wide = (field: LeadField) =>
    field.control === 'textarea' || (short.length % 2 === 1 && field === short[short.length - 1])
  return (
    <FormSection
      type={type}
      sectionId={sectionId}
      tone={tone}
      title={title}
      subtitle={subtitle}
      aside={aside}
      pageTitle={pageTitle}
    >
      {(label) => (
        <FormShell
          kind={kind}
          name={name}
          label={label}
          page={sectionId ? `${page}#${sectionId}` : page}
          thanks={thanks}
          status={status}
          onSubmit={onSubmit}
          onActivate={activate}
          form={form}
          honeypot={honeypot}
          alert={alert}
          validation={messages}
        >
          <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
            {fields.map((field) => {
              const { placeholder, options } = fieldCopy[field.name]
              return (
                <Field
                  key={field.name}
                  field={field}
                  label={_(fieldLabel(kind, field.name))}
                  error={errorOf(field.name)}
                  registration={registrations?.[field.name]}
                  placeholder={placeholder && _(placeholder)}
                  className={wide(field) ? 'sm:col-span-2' : undefined}
                  options={(field.options ?? []).map((value) => {
                    const text = options?.[value] ?? (field.name === 'country' ? regionName(value, locale) : value)
                    const label =
                      typeof text === 'string' ? text : 'amounts' in text ? translateMoney(i18n, text) : _(text)
                    return { value, label }
                  })}
                />
              )
            })}
          </div>
        </FormShell>
      )}
    </FormSection>
  )
}
