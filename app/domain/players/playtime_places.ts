/*
| Places in the playtime tops from maintained counts (docs/decisions.md "Player tops: places
| from maintained counts"). A place is 1 + the players ranked ahead: counting them in the top's
| index costs one index entry per player ahead (hundreds of milliseconds at 500 000 players), so
| `player_playtime_counts` keeps how many players of a top hold each value bucket:
|
| - seconds: buckets whose width grows with the amount (a minute under an hour … a day past
|   1 000 hours), so a top has at most a few thousand buckets and each holds few players;
| - days: the exact number of days (a bucket per value), and, since thousands of players tie on
|   a small number of days, the players of each value per block of BLOCK_SIZE player ids
|   (ties are ranked by player id).
|
| A place then sums the buckets above the player's, and counts in the top's index only inside
| the player's own bucket (or id block): a few thousand rows read at most.
*/

/** Players per id block of the days counts (block n ≥ 1 holds ids [(n - 1)·size, n·size)). */
export const BLOCK_SIZE = 1024

/** Where each width of the seconds buckets starts; each span is a whole number of widths. */
const SECOND_STEPS = [
  { from: 0, width: 60 },
  { from: 3_600, width: 300 },
  { from: 36_000, width: 1_800 },
  { from: 360_000, width: 14_400 },
  { from: 3_600_000, width: 86_400 },
].map((step, index, steps) => ({
  ...step,
  // The first bucket of the step: the buckets of the steps before it.
  base: steps
    .slice(0, index)
    .reduce((sum, before, at) => sum + (steps[at + 1].from - before.from) / before.width, 0),
}))

function stepOfSeconds(seconds: number) {
  return SECOND_STEPS.findLast((step) => seconds >= step.from) ?? SECOND_STEPS[0]
}

/** The bucket of a seconds total (> 0): non-decreasing with the seconds. */
export function secondsBucket(seconds: number) {
  const step = stepOfSeconds(seconds)
  return step.base + Math.floor((seconds - step.from) / step.width)
}

/** The smallest seconds total in a bucket past `bucket`. */
export function secondsBucketEnd(bucket: number) {
  const step = SECOND_STEPS.findLast((candidate) => bucket >= candidate.base) ?? SECOND_STEPS[0]
  return step.from + (bucket - step.base + 1) * step.width
}

/**
 * secondsBucket as SQL over an integer column, for rebuilding the counts in the database
 * (`integerDivision`: `DIV` on MySQL, `/` on SQLite, whose integer division truncates).
 */
export function secondsBucketSql(column: string, integerDivision: string) {
  const cases = SECOND_STEPS.slice(1)
    .reverse()
    .map(
      (step) =>
        `when ${column} >= ${step.from} then ${step.base} + (${column} - ${step.from}) ${integerDivision} ${step.width}`
    )
  return `case ${cases.join(' ')} else ${column} ${integerDivision} ${SECOND_STEPS[0].width} end`
}

/** The id block (≥ 1) of a player in the days counts. */
export function blockOf(gamePlayerId: number) {
  return 1 + Math.floor(gamePlayerId / BLOCK_SIZE)
}

/** The first player id of a block. */
export function blockStart(block: number) {
  return (block - 1) * BLOCK_SIZE
}
