import { describe, expect, it } from 'vitest'
import { renderElement } from '../../src/engine/testing'
import { fixtures } from './fixtures'
import { ProcessSteps } from './ProcessSteps'
import { processStepsSchema } from './schema'

describe('processSteps', () => {
  it('lists the steps in order, each with its name, duration and text, the numbers hidden from assistive technology', async () => {
    const document = await renderElement(<ProcessSteps {...fixtures.fourSteps!} />)
    const steps = [...document.querySelectorAll('ol > li')]
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Descoberta',
      'Desenho',
      'Entregas',
      'Evolução',
    ])
    expect(steps[0]!.textContent).toContain('1 a 2 semanas')
    expect(steps[3]!.querySelectorAll('p')).toHaveLength(1)
    expect(
      steps.map((step) => step.querySelector('[aria-hidden="true"]:not([data-process-line])')?.textContent),
    ).toEqual(['1', '2', '3', '4'])
    expect(document.querySelector('h2')?.textContent).toBe('Do primeiro contato ao produto no ar')
    expect(document.querySelector('section')?.getAttribute('aria-labelledby')).toBe(document.querySelector('h2')?.id)
  })

  it('joins each step to the next by a line, not the last', async () => {
    const document = await renderElement(<ProcessSteps {...fixtures.threeStepsMuted!} />)
    const steps = [...document.querySelectorAll('ol > li')]
    expect(steps.map((step) => step.querySelector('[data-process-line]') !== null)).toEqual([true, true, false])
    expect(document.querySelector('ol')?.className).toContain('lg:grid-cols-3')
  })

  it('takes three or four steps', () => {
    expect(processStepsSchema.properties.steps).toMatchObject({ minItems: 3, maxItems: 4 })
  })
})

describe('processSteps on the brand surface', () => {
  it('rings the numbers in ink, not in the accent the surface is painted in', async () => {
    const number = async (tone: 'brand' | 'light') =>
      (await renderElement(<ProcessSteps {...fixtures.fourSteps!} tone={tone} />)).querySelector(
        'li > span:not([data-process-line])',
      )!.className
    expect(await number('brand')).toContain('border-fg')
    expect(await number('light')).toContain('border-accent')
  })
})
