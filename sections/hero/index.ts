import { defineSection } from '../../src/engine'
import { Hero } from './Hero'
import { problems } from './problems'
import { heroSchema } from './schema'

/** The top banner of a page: heading, subtitle and up to three buttons. */
export const hero = defineSection({ type: 'hero', schema: heroSchema, Component: Hero, problems })
