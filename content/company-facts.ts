import { msg } from '@lingui/core/macro'
import type { Copy } from '../src/engine/content'

/** A figure about the company, as the `stats` section shows it: "+120 projetos entregues". */
interface CompanyFigure {
  value: number
  prefix?: string
  unit?: Copy
  label: Copy
}

/**
 * The company's figures with where they come from, shown on the home and about pages (a `stats` block). Change a
 * figure only with its source: a buyer who checks one and finds it wrong stops believing the others.
 */
export const companyFacts: { title: Copy; stats: CompanyFigure[]; source: Copy } = {
  title: msg`A Nuvora em números`,
  stats: [
    { value: 120, prefix: '+', label: msg`projetos de software e IA entregues` },
    { value: 10, prefix: '+', unit: msg`anos`, label: msg`criando produtos digitais para empresas` },
    { value: 6, label: msg`produtos de IA próprios em operação` },
  ],
  source: msg`Fonte: registros de projetos e contratos da Nuvora, de 2014 a 2026.`,
}
