import { defineSection } from '../../src/engine'
import { LogoWall } from './LogoWall'
import { logoWallSchema } from './schema'

/** A wall of client and partner logos. */
export const logoWall = defineSection({ type: 'logoWall', schema: logoWallSchema, Component: LogoWall })
