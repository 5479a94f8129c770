import type { Copy, SectionProblem } from '../../src/engine'
import type { HeroProps } from './schema'

/** A word of replying, in the site's languages (lower case, accents removed): "resposta", "respondemos", "reply". */
const REPLY_WORD =
  /\b(respost\w*|respond\w*|retorn\w*|respuesta\w*|contest\w*|repl(y|ies|ied)|response|answer\w*|get back)\b/
/** A length of time a reply can take: "2 h", "24 horas", "1 dia", "one day", "mesmo dia". */
const DURATION =
  /\b(\d+\s*(h|hs|hrs?|horas?|hours?|min|minutos?|minutes?|dias?|days?)|(um|uma|one|an?|un|una)\s+(hora|hour|dia|day)|(mesmo|mismo|same)\s+dia|same day)\b/
/** A time counted in working hours or days, which only a reply promise is: "1 dia útil", "4 h hábiles". */
const WORKING_TIME =
  /\b\d+\s*(h|horas?|hours?|dias?|days?)\s+(util|uteis|habil|habiles|laborables?)\b|\b(business|working)\s+(hours?|days?)\b/

/** Whether a fact promises how soon the team replies ("Resposta em 2 h", "Reply within 2 hours", "1 dia útil"). */
export function statesReplyTime(text: string): boolean {
  const plain = text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
  return WORKING_TIME.test(plain) || (REPLY_WORD.test(plain) && DURATION.test(plain))
}

/** The line of proof shows four facts at most; with `replyTime: true` the last is the reply time. */
const MAX_FACTS_BEFORE_REPLY_TIME = 3

/**
 * A hero's line of proof with `replyTime: true`: it needs facts of its own to end (the schema lets `proof` out), three
 * at most, and none of them may promise a reply time, since the line already ends with the settings' one.
 */
export function heroProblems({ proof, replyTime }: HeroProps): SectionProblem[] {
  if (!replyTime) return []
  if (!proof)
    return [
      {
        field: 'proof',
        message:
          'is needed with `replyTime: true`: the reply time is the last fact of the line of proof under the buttons, ' +
          "after two or three of the company's own (e.g. proof: [msg`Mais de 120 projetos entregues`, msg`Há mais " +
          'de 10 anos no mercado`]); add them, or remove `replyTime`',
      },
    ]
  if (proof.length > MAX_FACTS_BEFORE_REPLY_TIME)
    return [
      {
        field: 'proof',
        message:
          `has ${proof.length} facts, and \`replyTime: true\` adds the team's reply time after them: the line holds four ` +
          `at most, so keep ${MAX_FACTS_BEFORE_REPLY_TIME} facts of your own (remove ${proof.length - MAX_FACTS_BEFORE_REPLY_TIME}), ` +
          'or remove `replyTime`',
      },
    ]
  return proof.flatMap((fact: Copy, index) =>
    fact.message !== undefined && statesReplyTime(fact.message)
      ? [
          {
            field: `proof[${index}]`,
            message:
              `states a reply time ("${fact.message}"), but \`replyTime: true\` already ends the line with the ` +
              "team's reply time (`responseHours` in content/settings.ts), so the hero would promise two: remove " +
              'this fact; to promise another time, change `responseHours`',
          },
        ]
      : [],
  )
}

/** The section's rules, by the name its definition imports (`src/tools/build/sectionProblemsPlugin.ts` keeps them out of the browser). */
export const problems = heroProblems
