import { defineSection } from '../../src/engine'
import { NextLevel } from './NextLevel'
import { nextLevelSchema } from './schema'

/** "Take your business to the next level": a closing call to action. */
export const nextLevel = defineSection({ type: 'nextLevel', schema: nextLevelSchema, Component: NextLevel })
