import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Layout } from '../layout/Layout'
import { Button } from '../design/Button'

export const notFoundCopy = {
  title: msg`Página não encontrada`,
  description: msg`O endereço que você abriu não existe ou mudou de lugar.`,
  home: msg`Voltar para o início`,
}

/** The localized not-found page; the server answers it with HTTP 404. */
export function NotFound() {
  const { _ } = useLingui()
  return (
    <Layout name="default">
      <section data-section="notFound" className="px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand">404</p>
        <h1 className="mt-2 text-4xl font-bold text-ink">{_(notFoundCopy.title)}</h1>
        <p className="mx-auto mt-4 max-w-md text-slate-600">{_(notFoundCopy.description)}</p>
        <div className="mt-8">
          <Button href="/">{_(notFoundCopy.home)}</Button>
        </div>
      </section>
    </Layout>
  )
}
