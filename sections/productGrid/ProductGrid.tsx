import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Media, type SectionFrame } from '../../src/engine'
import { Section } from '../../src/design/Section'
import { SectionHeading } from '../../src/design/SectionHeading'
import { SiteLink } from '../../src/design/Link'
import { productImageSlot, type ProductGridProps } from './schema'

export const productGridCopy = {
  visit: msg({ message: 'Conhecer {name}', comment: 'Link to an AI product site; {name} is the product brand' }),
  newTab: msg`(abre em uma nova aba)`,
}

export function ProductGrid({ title, subtitle, products, tone = 'light', sectionId }: ProductGridProps & SectionFrame) {
  const { _ } = useLingui()
  const headingId = useId()
  return (
    <Section type="productGrid" sectionId={sectionId} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} align="center" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200"
          >
            <Media
              image={product.image}
              slot={productImageSlot}
              className="aspect-[16/10] w-full"
              imgClassName="h-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-bold">{product.name}</h3>
              <p className="mt-1 text-sm font-semibold tracking-wide text-brand uppercase">{_(product.title)}</p>
              <p className="mt-3 flex-1 text-slate-600">{_(product.description)}</p>
              <SiteLink
                href={product.link}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand hover:text-brand-dark hover:underline"
              >
                {_({ ...productGridCopy.visit, values: { name: product.name } })}
                <span className="sr-only"> {_(productGridCopy.newTab)}</span>
                <span aria-hidden="true">↗</span>
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
