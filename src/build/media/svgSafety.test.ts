import { describe, expect, it } from 'vitest'
import { svgProblem, svgSize } from './svgSafety'

const svg = (inside: string, attributes = 'viewBox="0 0 120 80"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inside}</svg>`

describe('an SVG served as an image', () => {
  it('may hold shapes, gradients and internal references', () => {
    expect(svgProblem(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'))).toBe(
      undefined,
    )
  })

  it.each([
    ['<script>alert(1)</script>', /has a <script>/],
    ['<rect onload="alert(1)"/>', /has an event handler \(onload=…\)/],
    ['<a href="javascript:alert(1)"><rect/></a>', /javascript: link/],
    ['<foreignObject><div>x</div></foreignObject>', /foreignObject/],
    ['<image href="https://tracker.example/p.png"/>', /outside file \(https:\/\/tracker\.example\/p\.png\)/],
    ['<image xlink:href="//cdn.example/p.png"/>', /outside file \(\/\/cdn\.example\/p\.png\)/],
    ['<rect fill="url(https://x.example/f.svg#a)"/>', /outside file/],
    ['<style>@import "https://x.example/a.css";</style>', /outside file/],
  ])('may not run scripts nor load outside files: %s', (inside, problem) => {
    expect(svgProblem(svg(inside))).toMatch(problem)
  })

  it('declares its size by width and height, else by viewBox', () => {
    expect(svgSize(svg('', 'width="64px" height="32" viewBox="0 0 10 5"'))).toEqual({ width: 64, height: 32 })
    expect(svgSize(svg(''))).toEqual({ width: 120, height: 80 })
    expect(svgSize(svg('', 'width="100%"'))).toBe(undefined)
  })
})
