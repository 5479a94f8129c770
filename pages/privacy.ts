import { privacyPolicy } from '../content/privacy-policy'
import { msg } from '@lingui/core/macro'
import type { PageConfig } from '../src/engine/content'

export const privacyPage: PageConfig = {
  id: 'privacy',
  path: '/politica-de-privacidade',
  layout: 'default',
  meta: {
    title: msg`Política de privacidade`,
    description: msg`Como a Nuvora coleta, usa, compartilha e protege os seus dados pessoais, de acordo com a LGPD, e como exercer os seus direitos.`,
  },
  sections: [
    { type: 'richText', props: { pageTitle: true, title: privacyPolicy.title, paragraphs: privacyPolicy.intro } },
    { type: 'richText', props: privacyPolicy.sections[0] },
    { type: 'richText', props: privacyPolicy.sections[1] },
    { type: 'richText', props: privacyPolicy.sections[2] },
    { type: 'richText', props: privacyPolicy.sections[3] },
    { type: 'richText', props: privacyPolicy.sections[4] },
    { type: 'richText', props: privacyPolicy.sections[5] },
    { type: 'richText', props: privacyPolicy.sections[6] },
    { type: 'richText', props: privacyPolicy.sections[7] },
    { type: 'richText', props: privacyPolicy.sections[8] },
  ],
}
