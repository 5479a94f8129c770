import { describe, expect, it } from 'vitest'
import { BILLION_LAUGHS } from '../../../testing/hostileImages'
import { shippedSvg, svgProblem, svgSize } from './svgSafety'

const svg = (inside: string, attributes = 'viewBox="0 0 120 80"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inside}</svg>`
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('an SVG served as an image', () => {
  it('may hold shapes, gradients, filters, text, internal references and embedded PNG, JPEG or WebP', () => {
    expect(svgProblem(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'))).toBe(
      undefined,
    )
    expect(
      svgProblem(
        svg(
          '<defs><filter id="f"><feGaussianBlur in="SourceGraphic" stdDeviation="2"/></filter>' +
            '<clipPath id="c"><circle cx="5" cy="5" r="4"/></clipPath></defs>' +
            '<g filter="url(#f)" clip-path="url( \'#c\' )" style="fill:rgb(1,2,3);opacity:.5">' +
            '<text x="1" y="2" font-family="Inter">Olá <tspan font-weight="700">mundo</tspan></text>' +
            `<image width="1" height="1" href="${PNG_DATA}"/><use xlink:href="#c"/></g><title>Logo</title>`,
          'xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 80" role="img" aria-label="Logo"',
        ),
      ),
    ).toBe(undefined)
  })

  it.each([
    ['<script>alert(1)</script>', /has a <script>/],
    ['<rect onload="alert(1)"/>', /has an event handler \(onload on <rect>\)/],
    ['<a href="javascript:alert(1)"><rect/></a>', /javascript:/],
    ['<foreignObject><div>x</div></foreignObject>', /foreignObject/],
    ['<image href="https://tracker.example/p.png"/>', /outside file \(https:\/\/tracker\.example\/p\.png\)/],
    [
      '<image xlink:href="//cdn.example/p.png" xmlns:xlink="http://www.w3.org/1999/xlink"/>',
      /outside file \(\/\/cdn\.example\/p\.png\)/,
    ],
    ['<rect fill="url(https://x.example/f.svg#a)"/>', /outside file/],
    ['<style>@import "https://x.example/a.css";</style>', /<style>/],
  ])('may not run scripts nor load outside files: %s', (inside, problem) => {
    expect(svgProblem(svg(inside))).toMatch(problem)
  })

  it.each([
    // A prefix bound to the SVG or XHTML namespace is the same element to a browser.
    [
      'a prefixed script',
      '<s:script xmlns:s="http://www.w3.org/2000/svg" href="https://www.googletagmanager.com/gtm.js"/>',
      /has a <script>/,
    ],
    ['an HTML element', '<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://x.example"/>', /embeds HTML/],
    ['an element of another vocabulary', '<x:thing xmlns:x="https://vendor.example/ns"/>', /another vocabulary/],
    ['an entity-encoded javascript: link', '<use href="&#106;avascript:alert(1)"/>', /javascript:/],
    ['an entity-encoded outside file', '<image href="&#104;ttps://x.example/p.png"/>', /outside file \(https:/],
    ['a tab inside javascript:', '<use href="java&#9;script:alert(1)"/>', /points outside itself|javascript:/],
    ['a use of another file', '<use href="sprite.svg#icon"/>', /outside file \(sprite\.svg#icon\)/],
    ['an SVG as data', '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>', /data:image\/svg\+xml/],
    [
      'an href set by animation',
      '<use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use>',
      /animates/,
    ],
    [
      'an animated outside file',
      '<rect><animate attributeName="fill" to="url(https://x.example/a#b)"/></rect>',
      /outside file/,
    ],
    ['a CSS escape', '<rect style="fill:u\\72l(https://x.example/a#b)"/>', /escape/],
    [
      'a handler in another namespace',
      '<rect x:onclick="alert(1)" xmlns:x="https://vendor.example/ns"/>',
      /event handler/,
    ],
    ['an attribute no image needs', '<rect xml:base="https://x.example/"/>', /xml:base/],
    ['a stylesheet instruction', '<?xml-stylesheet href="https://x.example/a.css"?><rect/>', /xml-stylesheet/],
  ])('refuses %s', (_, inside, problem) => {
    expect(svgProblem(svg(inside))).toMatch(problem)
  })

  it('refuses a file that is not an SVG, or not well-formed, naming the fix', () => {
    expect(svgProblem('<svg viewBox="0 0 1 1"><rect/></svg>')).toMatch(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svgProblem(svg('<rect>'))).toMatch(/not well-formed XML/)
    expect(svgProblem(svg('<rect/>&nbsp;'))).toMatch(/not well-formed XML/)
  })

  it('refuses entity declarations (an XML bomb) at once, without expanding them', () => {
    const started = performance.now()
    expect(svgProblem(BILLION_LAUGHS)).toMatch(/<!DOCTYPE> with entities/)
    expect(shippedSvg(BILLION_LAUGHS)).toEqual({ problem: expect.stringMatching(/<!DOCTYPE> with entities/) })
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('judges what ships: the optimized bytes, where entities and prefixes are resolved', () => {
    expect(shippedSvg(svg('<rect width="10" height="10" fill="#ff0000"/>'))).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><path fill="red" d="M0 0h10v10H0z"/></svg>',
    })
    // The optimizer decodes &#104; into the "h" of an outside address.
    expect(shippedSvg(svg('<image href="&#104;ttps://x.example/p.png"/>'))).toEqual({
      problem: expect.stringMatching(/outside file \(https:\/\/x\.example\/p\.png\)/),
    })
    expect(shippedSvg(svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'))).toEqual({
      problem: expect.stringMatching(/has a <script>/),
    })
    // A style sheet whose rules can become attributes ships as attributes.
    const styled = shippedSvg(
      svg('<style>.a{fill:red}</style><rect class="a" width="1" height="1"/><rect class="a" width="2" height="2"/>'),
    )
    expect(styled).toEqual({ svg: expect.not.stringContaining('<style') })
    expect(shippedSvg('<svg')).toEqual({ problem: expect.stringMatching(/not well-formed XML/) })
  })

  it('declares its size by width and height, else by viewBox', () => {
    expect(svgSize(svg('', 'width="64px" height="32" viewBox="0 0 10 5"'))).toEqual({ width: 64, height: 32 })
    expect(svgSize(svg(''))).toEqual({ width: 120, height: 80 })
    expect(svgSize(svg('', 'width="100%"'))).toBe(undefined)
  })
})
