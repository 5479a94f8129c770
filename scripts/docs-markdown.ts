import { COPY_LIMITS } from '../src/config/common'
import { ADDENDA } from './docs-addenda'
import type { FieldDoc } from './docs-fields'
import type { GuideModel, SharedTypeDoc } from './docs-model'

/** How the guide names each kind of copy that has a length limit (`COPY_LIMITS`). */
const COPY_KIND_NAMES: Record<keyof typeof COPY_LIMITS, string> = {
  metaTitle: 'page title (`meta.title`)',
  metaDescription: 'search description (`meta.description`)',
  pageHeading: 'hero title',
  heading: 'other headings (sections, cards, articles)',
  eyebrow: 'eyebrow',
  subtitle: 'subtitle',
  actionLabel: 'button or link label',
}

/** `page title (\`meta.title\`) 90, …`: the limits `check:config` and `i18n:check` hold copy to, in words. */
const copyLimitsInWords = Object.entries(COPY_KIND_NAMES)
  .map(([kind, name]) => `${name} ${COPY_LIMITS[kind as keyof typeof COPY_LIMITS]}`)
  .join(', ')

/** The hand-written start of the reference; everything after it is read from the sources. */
const INTRO = `## Reference

Every screen of the site is a page: a list of blocks, top to bottom, each a block type with its fields. This guide
lists every page field, layout, block type and field, with what it is for. Your editor shows the same text when you
hover a field in \`pages/<id>.ts\`.

## Add a page

\`\`\`sh
npm run new:page -- --id black-friday --path /black-friday --from ecommerce   # a copy of page "ecommerce"
npm run new:page -- --id ofertas --path /ofertas                              # the starter: a hero and a call to action
\`\`\`

\`--from\` takes a page id: the \`id:\` line of its file in \`pages/\` (\`npm run i18n:status\` lists them all).
It writes \`pages/<id>.ts\`, lists it in \`pages.config.ts\`, extracts its messages into \`locales/\` and prints what to do
next; a mistaken argument (id or path taken, unknown \`--from\`…) is explained and changes nothing. A copy keeps the
texts, and so the translations and \`locales\`, of its source (a collection page such as \`news-article\` cannot be
copied). The starter's texts are placeholders that \`npm run check:config\` refuses until you replace them, and it is
published in Portuguese only (\`locales: ['pt-br']\`): once its messages are translated, add \`'en-us'\` and \`'es-es'\`
(or remove the line).

Edit its blocks in \`pages/<id>.ts\`: pick block types from [Blocks](#blocks) and fill in their fields. Your editor
completes block types and props and shows each field's documentation, and a mistake is reported in that file only.

- Copy is written with \`msg\`: \`\` title: msg\`Nossas ofertas\` \`\`. Prices and other figures are plain numbers (\`2500\`):
  the site writes them the visitor's way (\`R$ 2.500\`, \`R$2,500\`).
- Links: \`/contato\` is localized for the visitor (\`/en-us/contato\`), \`/pt-br/contato\` stays as written, \`#servicos\`
  jumps to the block whose \`id\` is \`servicos\` (\`/contato#contact-form\` on another page).
- Images are files under \`content/media/\` named in an image field, with alt text or \`decorative: true\` ([Images](#images)).

After editing, run \`npm run i18n:extract\` again and translate the new messages in \`locales/en-us/messages.po\` and
\`locales/es-es/messages.po\` (the [translators' guide](translators.md)). The page is served at \`/pt-br/<path>\`,
\`/en-us/<path>\` and \`/es-es/<path>\` (the locales in its \`locales\`; a page still being translated is published with
fewer, as a draft).

### An address in each language (slugs)

A page's \`path\` is Portuguese, and by default every language uses it (\`/en-us/automacao-ia-clinicas\`). To give a
language its own address, add \`slugs\` to the page:

\`\`\`ts
path: '/automacao-ia-clinicas',
slugs: { 'en-us': '/ai-automation-for-clinics', 'es-es': '/automatizacion-ia-clinicas' },
\`\`\`

The page is then served at \`/en-us/ai-automation-for-clinics\` and \`/es-es/automatizacion-ia-clinicas\` (Portuguese
keeps \`/pt-br/automacao-ia-clinicas\`). Keep writing links with the Portuguese path (\`href: '/automacao-ia-clinicas'\`):
menus and buttons lead each visitor to the address in their language, and the language picker, hreflang links, the
canonical address and the sitemap use the slugs. The address the page had before (\`/en-us/automacao-ia-clinicas\`)
answers with a permanent redirect (301) to the new one, so shared links and search results keep working. A slug is
lower case, starts with \`/\`, joins words with \`-\` and has no locale or trailing slash; there is none for
\`pt-br\` (change \`path\`), and none on a page with \`urls: 'unprefixed'\`. \`npm run check:config\` names the page and
the slug of each mistake, and of a slug that gives the page another page's address.

## The image a shared link shows

When a page is shared (WhatsApp, LinkedIn, X, Slack…), the preview shows its social card: a 1200×630 image the build
draws for every page in every language, with the page's title (\`meta.title\`, translated) on the brand's background,
the logo and the site's address. Nothing to do: a new page, article or translation gets its card on the next build,
at \`/og/<language>/<path>.png\` (e.g. \`/og/en-us/servicos.png\`). A very long title is cut after four lines with "…";
emoji are left out.

To show your own image instead, put it under \`public/\` (a PNG or JPEG, 1200×630, under 300 KB) and name it in the
page's \`meta\`: \`\` meta: { title: msg\`…\`, description: msg\`…\`, image: '/share/black-friday.png' } \`\`. That one image
is then shown in every language.

## Add an article

Create \`content/news/<slug>.ts\` (copy another one) and list it in \`content/news/index.ts\`: its page at
\`/noticias/<slug>\` comes from \`pages/news-article.ts\`, and the news list and "other news" pick it up.

## Change a menu

Every menu lives in \`content/navigation.ts\`: the header (its links and the services dropdown, which the mobile drawer
also shows), the header's contact action (\`headerAction\`: the filled button of every header and the end of the phone
menus), the alternative header, the footer columns and the landing footer. Links are locale-less paths
(\`/contato\`); \`npm run check:config\` (and so the build) fails on one that reaches no page, naming the menu entry.

Menus are shared by every language, but a link to a page not published in a language (a draft there) is left out of
that language's menus, and a dropdown or footer column left empty is hidden. In a language still being translated
(\`localesInProgress\`, published page by page), every link to a page not published in it yet, in the menus, the
buttons and the blocks alike, leads to the Portuguese page instead. \`npm run check:config\` warns of each link left
out, naming menu › item › page › language, and still passes:

\`\`\`
navigation › header[1] "Serviços" › links[4] "Ofertas" › page "offers" › en-us, es-es: not published there, so the menu leaves this link out in en-us, es-es; it shows once the page is published there (its \`locales\`)
\`\`\`

The link comes back by itself once the page is published in that language. A link to a page published in no
language, and the contact action (\`headerAction\`, \`landingFooter.action\`: a button every page shows) to a page
missing in a published language, are still errors; so is a form's \`successPath\` to a thank-you page not published in
every language of the form's page, a language in progress included.

## Change the company's details

The legal name, CNPJ, postal address, e-mail, phone, WhatsApp, social profiles (LinkedIn among them) and the reply
promise (\`responseHours\`, in business hours) live in \`content/settings.ts\`; the footers, the phone menus and the
search engines' structured data show them. \`npm run check:config\` fails on a CNPJ with a wrong check digit, a phone
that is not international (\`+551130000000\`) or whose display form shows other digits, and an address that is not a
whole \`https://\` one, naming the field and how to write it.

## Choose a form's fields, per language

The site has three lead forms, one per form block: \`contact\` (the [contactForm](#contactform) blocks), \`lead\`
([leadForm](#leadform)) and \`ecommerce\` ([ecommerceForm](#ecommerceform)). Their fields live in \`content/forms.ts\`,
one list per form, in the order shown, with other lists for the languages that need them. The page, the browser's
checks, the server's checks and the team's e-mail (each value under its label, in the visitor's language) all follow
that one declaration; nothing else changes.

The site's landing and e-commerce forms are Brazilian in every language, as the spec asks: \`fieldsLocale: 'pt-br'\`
gives the English and Spanish pages the Portuguese page's fields (the Brazilian states, the mobile mask), while the
labels and the button follow the page's language.

\`\`\`ts
lead: {
  fields: ['name', 'email', 'phone', 'state'],
  fieldsLocale: 'pt-br',
},
\`\`\`

A form can instead ask other fields in some languages: \`locales\` lists them, for example a form of your own for
visitors abroad:

\`\`\`ts
partners: {
  kind: 'lead',
  // pt-br, and every language not listed below: the Brazilian states and the Brazilian mobile mask.
  fields: ['name', 'email', 'phone', 'state'],
  locales: {
    // English and Spanish visitors get an international phone and choose their country.
    'en-us': ['name', 'email', 'phone', { field: 'country', countries: ['US', 'CA', 'GB'] }],
    'es-es': ['name', 'email', 'phone', { field: 'country', countries: ['ES', 'MX', 'AR'] }],
  },
},
\`\`\`

The messages under a field left empty or filled wrongly are in the page's language unless the form says otherwise:
an English page says "Field required", "Invalid email". The spec keeps the hire, software-factory and e-commerce
forms' messages in Portuguese on every page ("Campo obrigatório", "E-mail inválido"), so \`lead\` and \`ecommerce\` say
\`validationMessages: 'source'\` (Portuguese, the site's source language). A form of your own chooses too:

\`\`\`ts
campaign: {
  kind: 'lead',
  fields: ['name', 'email', 'phone', 'company'],
  // 'localized' (the default): "Field required" on an English page; 'source': "Campo obrigatório" on every page.
  validationMessages: 'localized',
},
\`\`\`

The choice holds wherever the messages show: under the fields as the visitor types, and on the page the server sends
back when the form was posted without JavaScript. Labels, the button and the alerts (sent, not sent) follow the page
whichever you choose.

The field kinds (each at most once in a form; every field is required):

| kind          | what the visitor sees                                                                                  |
| ------------- | ------------------------------------------------------------------------------------------------------ |
| \`name\`        | their name (every form has it: the team's e-mail is titled with it)                                    |
| \`email\`       | their e-mail (every form has it: the team answers to it)                                               |
| \`phone\`       | a phone number, written as the language expects (below)                                                |
| \`company\`     | the company's name                                                                                     |
| \`role\`        | their job title                                                                                        |
| \`message\`     | a long text                                                                                            |
| \`state\`       | a list of the language's regions: only pt-br has one, the 27 Brazilian states (\`fieldsLocale\`: everywhere)  |
| \`country\`     | a list of the countries in \`countries\` (ISO codes: \`'US'\`, \`'ES'\`, \`'GB'\`), named in the visitor's language |
| \`faturamento\` | the monthly revenue ranges, in reais                                                                   |
| \`nicho\`       | their business niche                                                                                   |

A phone is a Brazilian mobile in pt-br (the mask writes \`(11) 99999-9999\` as they type) and an international
number elsewhere (\`+1 555 123 4567\`: a country code, 7 to 15 digits), unless the form's \`fieldsLocale\` names the
language whose phone it takes on every page. Another format is chosen with
\`{ field: 'phone', format: 'international' }\` (or \`'br-mobile'\`, or \`'any'\` for whatever the visitor writes, as on
the contact form). Labels, the "select…" line and the country names are translated like the rest of the site
([translators](translators.md)); a new field kind is a developer's change (\`src/forms/fieldKinds.ts\`).

\`npm run check:config\` (and so the build) refuses a declaration the forms cannot show, naming the form, the
language's list and the field, the blocks that show the form and the fix: an unknown field kind (with the nearest
one), a form without \`name\` or \`email\`, a field twice, a \`state\` field in a language without a region list, a
\`country\` field without \`countries\` or with a code that is no country, a \`format\` that is no phone format or is
not on a phone, a language the site does not have (in \`locales\` or \`fieldsLocale\`), a \`validationMessages\` other
than \`'localized'\` or \`'source'\`, for example:

\`\`\`
settings › forms.lead.fields[3]: 'state' has no region list in es-es (only pt-br has one: the Brazilian states); give es-es their own fields under \`locales\` without 'state', e.g. { field: 'country', countries: ['US', 'CA'] }, or ask for the pt-br fields on every page: fieldsLocale: 'pt-br' (the form of softwareFactory › sections[9] (leadForm), hire › sections[7] (leadForm)) (content/forms.ts)
\`\`\`

## Where mistakes show up

- **In your editor**, as you type: a misspelt block type or field, a missing required field or a wrong kind of value
  is underlined in \`pages/<id>.ts\` only.
- **\`npm run check:config\`** (the build runs it too) checks every page and menu against the schemas, including what
  the editor cannot see: link formats, limits (one to three buttons), unique page ids, paths and block ids, a link or
  anchor that reaches nothing in a locale the page is shown in, a menu link that reaches no page, a file missing from
  \`public/\`, an empty text or alt text, a placeholder left, a text longer than its kind of field allows (in
  characters, in every language: ${copyLimitsInWords}), an unknown field (with the valid ones), an \`https://\`
  address that is not whole, a \`tel:\` link that is not a phone number (\`tel:+55 11 3000-0000\`) or a \`mailto:\` one
  that is not an e-mail address, plain text where a \`msg\` copy goes, a path that starts with a locale (write
  \`/clinicas\`, never \`/en-us/clinicas\`: the site adds the locales), two pages at one address (a page and an
  article, or a page at \`/404\`, the not-found page's), a page file that writes \`msg\` without its
  \`import { msg } from '@lingui/core/macro'\` line, a language whose flag is missing from \`public/\`, alt text that
  is the picture's file name or only a word like "foto" or "image", a hero's \`proof\` stating a reply time while
  \`replyTime: true\` adds the settings' one (and \`replyTime\` without \`proof\`, which it ends), a \`featureGrid\` of
  \`variant: 'image'\` whose items lack an \`image\` (named), an unknown icon (with the nearest names, as in
  \`did you mean "sparkles"?\`). Each line names
  the page, the block and the field, and how to fix it (\`npm run dev\` shows the same list over the open page, with
  the file and line of the block, until the mistake is fixed), for example:

  \`\`\`
  home › sections[2] (transformCards) › cards[0].href: must start with "/", "#", "https://", "mailto:" or "tel:"
  black-friday › sections[1] (offer) › action.href: "/promocoes" reaches no page in pt-br, en-us, es-es; no page has the path "/promocoes" (pages.config.ts lists the pages)
  black-friday › sections[0] (hero) › title: is plain text; write it as msg\`Black Friday\` (only msg texts reach the translators)
  \`\`\`

- **\`npm run i18n:check\`** lists messages not yet translated, per language and page, and translations that are
  fuzzy, break their placeholders, are longer than their field allows or make an image's alt text its file name or
  a bare "image".

## See what you change: the studio

\`npm run dev\` shows the site at <http://localhost:3000/pt-br>, and a saved page file, content file or translation
in the open page without reloading it (a form keeps what you typed, the page where you scrolled); a mistake shows
over the page until you fix it, and a draft shows with a badge naming what is not published yet. On top of it, and
only there (a build holds not a byte of it), the **studio** shows which block is which and where it is written:

1. Open a page with \`?studio\` at the end of its address (<http://localhost:3000/pt-br/quem-somos?studio>), or press
   the **Studio** button in the bottom-left corner, or **Alt+Shift+S**. The studio stays on until you turn it off the
   same way (or with \`?studio=off\`); while it is on, a click on the page selects a block instead of following a
   link, so turn it off to try the page's buttons and links.
2. **Hover** a block: it is outlined and named \`page › block › type\`, e.g. \`about › block 2 › featureGrid\` (the
   second block of \`pages/about.ts\`, \`sections[1]\` in the messages of \`npm run check:config\`).
3. **Click** it: your editor opens \`pages/about.ts\` at the line where that block starts (through Vite's
   "open in editor"; set \`LAUNCH_EDITOR=code\`, or your editor's command, before \`npm run dev\` if the wrong one
   opens), and the panel on the right shows the block: what the block type is for, its **choices** (\`tone\`,
   \`variant\`, \`columns\`: the current one marked, each a link to that look in the section gallery) and every
   **field** with its type, whether it is required, its description (the same as in [Blocks](#blocks) below), the
   values it allows, its default and what this block holds now, in the page's language.
4. The panel also lists every block of the page: with the keyboard, Tab to a block and press Enter to select it.
   **Escape** closes the panel; the Studio button opens it again.
5. **Every locale side by side** shows the page in each of its languages and in the pseudo-locale (every letter
   accented, every text about a third longer, as in the section gallery), at 320, 390, 768 or 1280 px, scrolled to
   the selected block. A frame that scrolls sideways says by how many pixels: shorten the copy or ask for a layout
   that holds it. Escape closes the view.

### Edit on the page

The studio also writes the page for you: each change goes into the page's file (\`pages/home.ts\`) as the small
edit you would have typed, in TypeScript, with your comments, layout and the other blocks left as they were (see it
with \`git diff\`, commit it as usual). New copy is written \`\` msg\`…\` \`\`, and \`npm run i18n:extract\` runs by itself
so the translators find it.

- **Fields**: in the panel, each field the page file writes out is a box to type in, a list of the values it allows,
  or a tick box, with its description under it. A text's characters are counted as you type
  (\`38 / 80 characters\`), and a text over its limit, or a required field left empty, is marked before it is sent.
  **Enter**, or leaving the box, saves; **Escape** takes back what you typed. A field written as code
  (\`title: privacyPolicy.title\`, text kept in \`content/\`) is shown but not editable here: change it in its file.
- **On the page**: select a block on a page in Portuguese (\`/pt-br/…\`), and its texts are outlined with dashes:
  click one, type, and press **Enter** (or click elsewhere) to save; **Escape** puts it back.
- **Blocks**: **Move up**, **Move down**, **Duplicate** and **Remove** act on the selected block; **Add a block**
  picks a block type and one of its examples from the section gallery, and adds it after the selected block (or at
  the end), to fill in afterwards.
- **Checked first**: every change is checked as \`npm run check:config\` checks it before it is written. A change
  the check refuses writes nothing, and the panel shows the check's message, such as
  \`home › sections[0] (hero) › title: "…" is 95 characters long, over this field's limit of 80\`.
- **Undo** (top of the panel, with the count of changes) takes back the studio's changes to the page's file, last
  first, for as long as \`npm run dev\` runs; a file you have since saved in your editor is left alone (undo there).

The page shows each change at once, as it shows a file you save. Pages made by code (a news article from
\`content/news/\`, blocks after a \`...spread\`) are read-only in the studio: edit their files.
`

/** The guide in Markdown (before Prettier lays out its tables). */
export function renderGuide(model: GuideModel): string {
  const links = linkTargets(model)
  const table = (fields: FieldDoc[]) => fieldTable(fields, links)
  return [
    INTRO,
    '## Images\n',
    ...model.images.flatMap((type, index) => (index === 0 ? imageChapter(type, table) : sharedType(type, table))),
    '## Page fields\n',
    'What each page in `pages/` sets besides its blocks.\n',
    table(model.pageFields),
    '## Layouts\n',
    `A page's \`layout\` is one of ${model.layouts.names.map((name) => `\`${name}\``).join(', ')}:\n`,
    `${model.layouts.doc}\n`,
    '## Blocks\n',
    "Each block is written `{ type: '<block type>', props: { … } }`, and may also have:\n",
    table(model.blockFields),
    `The ${model.blocks.length} block types: ${model.blocks.map(({ type }) => `[\`${type}\`](#${type.toLowerCase()})`).join(', ')}.\n`,
    ...model.blocks.flatMap((block) => [`### ${block.type}\n`, `${block.summary}\n`, table(block.fields)]),
    '## Shared types\n',
    'Kinds of value many blocks use.\n',
    ...model.sharedTypes.flatMap((type) => sharedType(type, table)),
    ADDENDA,
  ].join('\n')
}

function sharedType(type: SharedTypeDoc, table: (fields: FieldDoc[]) => string): string[] {
  // A union or a plain type says what to write; a reference to a library type (Copy) would not help.
  const definition = type.definition && !/^\w+</.test(type.definition) ? `Written as \`${type.definition}\`.\n` : ''
  return [
    `### ${type.name}\n`,
    ...(type.doc ? [`${type.doc}\n`] : []),
    ...(definition ? [definition] : []),
    ...(type.fields.length ? [table(type.fields)] : []),
  ]
}

/** The image field's chapter: its documentation (how to add one, alt text, focus, phone crop, the errors), then its fields. */
function imageChapter(type: SharedTypeDoc, table: (fields: FieldDoc[]) => string): string[] {
  return [`${type.doc}\n`, `An image field (\`${type.name}\`) has these fields:\n`, table(type.fields)]
}

/** Type names the guide explains in a chapter of its own, with that chapter's anchor. */
function linkTargets(model: GuideModel): Map<string, string> {
  return new Map([
    ...model.sharedTypes.map((type) => [type.name, type.name.toLowerCase()] as const),
    ...model.images.map((type, index) => [type.name, index === 0 ? 'images' : type.name.toLowerCase()] as const),
    ['LayoutName', 'layouts'],
    ['Block', 'blocks'],
  ])
}

function fieldTable(fields: FieldDoc[], links: Map<string, string>): string {
  const rows = fields.map(
    (field) =>
      `| \`${field.name}\` | ${typeCell(field.type, links)} | ${field.required ? 'required' : 'optional'} | ${cell(field.doc) || '—'} |`,
  )
  return ['| field | type | | what it is |', '| --- | --- | --- | --- |', ...rows, ''].join('\n')
}

function typeCell(type: string, links: Map<string, string>): string {
  if (type.startsWith('{')) return 'object (fields below)'
  const arrayOf = type.endsWith('[]') ? type.slice(0, -2) : undefined
  const anchor = links.get(arrayOf ?? type)
  if (anchor) return `[${arrayOf ?? type}](#${anchor})${arrayOf ? ' list' : ''}`
  return `\`${cell(type)}\``
}

/** A text made fit for a table cell: lines joined (list items kept apart), pipes escaped. */
function cell(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .map((line, index) => (index > 0 && line.startsWith('- ') ? `<br>${line}` : line))
    .join(' ')
    .replaceAll('|', '\\|')
}
