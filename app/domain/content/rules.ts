/*
| The rules page (spec §2, §7 `GET rules`): the rules document's body cut
| into sections at its level-2 headings, each with a stable anchor.
*/

export type RuleSection = { anchor: string; title: string; html: string }

const HEADING = /<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/gi

function textOf(html: string) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim()
}

/**
 * Sections of sanitised HTML: one per `<h2>`, anchored `section-1`, `section-2`…
 * in order (anchors survive a retitled heading). Text before the first
 * heading becomes an untitled introduction with the anchor `intro`.
 */
export function ruleSections(html: string): RuleSection[] {
  const sections: RuleSection[] = []
  const headings = [...html.matchAll(HEADING)]
  const intro = html.slice(0, headings[0]?.index ?? html.length).trim()
  if (intro) sections.push({ anchor: 'intro', title: '', html: intro })
  headings.forEach((heading, index) => {
    const start = heading.index + heading[0].length
    const end = headings[index + 1]?.index ?? html.length
    sections.push({
      anchor: `section-${index + 1}`,
      title: textOf(heading[1]),
      html: html.slice(start, end).trim(),
    })
  })
  return sections
}
