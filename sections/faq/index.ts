import { defineSection } from '../../src/engine'
import { Faq } from './Faq'
import { faqSchema } from './schema'

/** Frequently asked questions as an accordion: one answer open at a time. */
export const faq = defineSection({ type: 'faq', schema: faqSchema, Component: Faq })
