import { useLingui } from '@lingui/react'
import { ContactAddress, LeadFormEngine, Media, type SectionFrame } from '../../src/engine'
import { NextSteps } from '../shared/NextSteps'
import { contactPortraitSlot, type ContactFormProps, type ContactPerson } from './schema'

/** The contact form; beside it (under its heading) who answers, the company's ways in and what happens next. */
export function ContactForm({ contact, nextSteps, ...props }: ContactFormProps & SectionFrame) {
  const aside =
    contact || nextSteps ? (
      <>
        {contact && <NamedContact contact={contact} />}
        {/* One level under the section's heading: an h2 under the page's h1 (`pageTitle`), else an h3. */}
        {nextSteps && <NextSteps nextSteps={nextSteps} level={props.pageTitle ? 2 : 3} className="mt-10" />}
      </>
    ) : undefined
  return <LeadFormEngine kind="contact" type="contactForm" aside={aside} {...props} />
}

/** Portrait, name and role of who answers, a line from them, then e-mail, phone, WhatsApp, address and reply time. */
function NamedContact({ contact: { person, note } }: { contact: ContactPerson }) {
  const { _ } = useLingui()
  return (
    <div className="border-t border-line pt-8 lg:mt-8">
      <div className="flex items-center gap-4">
        <Media
          image={person.photo}
          slot={contactPortraitSlot}
          className="size-16 shrink-0 rounded-full bg-surface-raised object-cover ring-1 ring-line"
        />
        <p>
          <span className="block text-body font-semibold text-fg">{person.name}</span>
          <span className="block text-small text-fg-muted">{_(person.role)}</span>
        </p>
      </div>
      {note && <p className="mt-4 text-body text-fg-muted">{_(note)}</p>}
      <ContactAddress linkClassName="contact-link" className="mt-5" />
    </div>
  )
}
