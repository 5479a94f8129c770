/**
 * What each placeholder of the catalogs stands for, written into the catalogs for translators
 * (`#. Placeholder {price}: …`). Keyed by `<source file> {name}` when a name means different things in different
 * files, else by `{name}`. `i18n:check` fails on a placeholder that is explained nowhere.
 */
export const PLACEHOLDER_MEANINGS: Record<string, string> = {
  '{count}': 'how many fields show an error (a number; give every plural form of your language)',
  '{label}': 'the heading of the section that holds the carousel',
  '{position}': 'the number of the slide (1, 2, 3…)',
  '{total}': 'how many slides the carousel has',
  '{minutes}': 'the reading time in minutes (a number)',
  '{title}': 'the title of the video',
  '{price}': 'the old price with its currency, e.g. "R$ 10.000"',
  '{email}': "the company's privacy e-mail address",
  '{legalName}': "the company's registered legal name",
  '{companyId}': 'the company\'s CNPJ, its Brazilian registration number, e.g. "12.345.678/0001-95"',
  '{hours}': 'how many business hours the team takes to reply (a number; give every plural form of your language)',
  'pages/ceo-card.ts {name}': "the CEO's full name",
  'sections/productGrid/ProductGrid.tsx {name}': 'the brand name of the AI product',
  '{number}': 'the number of a page of a list (2, 3…)',
  'src/render/listPageCopy.ts {count}': 'how many pages the list has (a number)',
  'src/render/listPageCopy.ts {title}': 'the title of the page, e.g. "Notícias" (already translated)',
}

/** The meaning of `{name}` in a message from these source files, or undefined when the registry lacks it. */
export function placeholderMeaning(name: string, files: readonly string[]): string | undefined {
  for (const file of files) {
    const meaning = PLACEHOLDER_MEANINGS[`${file} {${name}}`]
    if (meaning) return meaning
  }
  return PLACEHOLDER_MEANINGS[`{${name}}`]
}
