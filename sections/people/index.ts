import { defineSection } from '../../src/engine'
import { People } from './People'
import { peopleSchema } from './schema'

/** Portraits with name, role and a short bio: the founders, the team. */
export const people = defineSection({ type: 'people', schema: peopleSchema, Component: People, cardGrid: true })
