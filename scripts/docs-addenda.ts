/**
 * Chapters the marketers' guide ends with: what was added while the guide is being rewritten as walkthroughs, kept
 * apart so the two merge by hand.
 */
export const ADDENDA = `## A form of its own on one page

Every [leadForm](#leadform) shows the \`lead\` form's fields (likewise \`contact\` and \`ecommerce\`). For a page that
asks for other fields, declare a form of its own name in \`content/forms.ts\`, saying which form block shows it
(\`kind\`), and let that page's block choose it with \`form\`:

\`\`\`ts
// content/forms.ts
hire: { kind: 'lead', fields: ['name', 'email', 'company', 'role'] },
// pages/hire.ts
{ type: 'leadForm', props: { title: msg\`Contrate\`, successPath: '/obrigado', form: 'hire' } },
\`\`\`

It works like the others (per-language lists under \`locales\`, the same field kinds): the page, the browser's and
the server's checks and the team's e-mail follow its fields. \`npm run check:config\` names the block
(\`hire › sections[7] (leadForm) › form\`) when the form is not declared or belongs to another form block, and the
form when it has no \`kind\`.
`
