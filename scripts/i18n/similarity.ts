/**
 * How alike two source texts must be for the old one's translation to be offered for the new one (as fuzzy): more
 * than 0.6 by {@link similarEnough}. Both the measure and the threshold are those of gettext's `msgmerge` (its
 * `fstrcmp` and `FUZZY_THRESHOLD`), the fuzzy matching PO translators and their tools know: a typo fixed (0.95–0.98
 * on this site's copy) or a word added or changed (`Perguntas frequentes` → `Dúvidas frequentes`: 0.68) passes; a
 * rewrite of the same field (`Criamos software sob medida` → `Sua empresa merece tecnologia de ponta`: 0.34) or a
 * neighbouring menu label (`Contato` / `Blog`: 0.18) does not. Short labels are the borderline: one word of two
 * changed passes (`Nossos cases` → `Nossos clientes`: 0.74), another word alone mostly does not (`Planos` /
 * `Preços`: 0.5).
 */
export const SIMILAR_ENOUGH = 0.6

/**
 * How alike two texts are, from 0 (no character in common) to 1 (equal), when that is above {@link SIMILAR_ENOUGH}
 * and at least `floor` (the closest text found so far), else undefined. The measure: twice the length of their
 * longest common subsequence of characters over their total length, i.e. 1 minus the share of characters a diff
 * would insert or delete. Case, accents and punctuation count, as in `msgmerge`: a translator reviews them too.
 * Characters are UTF-16 code units (an emoji counts as two), which spares converting every text compared.
 *
 * Texts of too different lengths are not compared (the common part cannot be longer than the shorter one), and a
 * comparison stops as soon as the rest of the texts could no longer reach the bar.
 */
export function similarEnough(a: string, b: string, floor = 0): number | undefined {
  const ratio = (common: number) => (2 * common) / (a.length + b.length)
  const reaches = (common: number) => ratio(common) > SIMILAR_ENOUGH && ratio(common) >= floor
  if (!reaches(Math.min(a.length, b.length))) return undefined
  const common = commonSubsequenceLength(a, b, reaches)
  return common === undefined ? undefined : ratio(common)
}

/**
 * The length of the longest common subsequence of `a` and `b`, by dynamic programming over two rows (O(|a|·|b|)
 * time), or undefined once no length that `reaches` accepts is possible any more.
 */
function commonSubsequenceLength(a: string, b: string, reaches: (common: number) => boolean): number | undefined {
  let above = new Uint32Array(b.length + 1)
  let current = new Uint32Array(b.length + 1)
  for (let row = 0; row < a.length; row++) {
    const char = a.charCodeAt(row)
    for (let column = 1; column <= b.length; column++)
      current[column] =
        char === b.charCodeAt(column - 1) ? above[column - 1]! + 1 : Math.max(above[column]!, current[column - 1]!)
    ;[above, current] = [current, above]
    // Each row left can lengthen the common subsequence by one at most.
    if (!reaches(above[b.length]! + a.length - row - 1)) return undefined
  }
  return above[b.length]
}
