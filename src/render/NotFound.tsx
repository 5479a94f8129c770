import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Layout } from './Layout'
import { Button } from '../design/Button'
import { Eyebrow } from '../design/Eyebrow'
import { Heading } from '../design/Heading'
import { Lead } from '../design/Lead'
import { Section } from '../design/Section'

export const notFoundCopy = {
  title: msg`Página não encontrada`,
  description: msg`O endereço que você abriu não existe ou mudou de lugar.`,
  home: msg`Voltar para o início`,
}

/** The localized not-found page; the server answers it with HTTP 404. */
export function NotFound() {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Layout name="default">
      <Section type="notFound" labelledBy={headingId} innerClassName="flex flex-col items-center gap-5 text-center">
        <Eyebrow>404</Eyebrow>
        <Heading level={1} id={headingId}>
          {_(notFoundCopy.title)}
        </Heading>
        <Lead>{_(notFoundCopy.description)}</Lead>
        <Button href="/" size="lg" className="mt-3">
          {_(notFoundCopy.home)}
        </Button>
      </Section>
    </Layout>
  )
}
