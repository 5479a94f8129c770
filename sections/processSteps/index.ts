import { defineSection } from '../../src/engine'
import { ProcessSteps } from './ProcessSteps'
import { processStepsSchema } from './schema'

/** How the company works, as numbered steps joined by a line ("Descoberta → Desenho → Entregas → Evolução"). */
export const processSteps = defineSection({ type: 'processSteps', schema: processStepsSchema, Component: ProcessSteps })
