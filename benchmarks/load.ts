/*
| npm run bench:load — load on the multi-instance setup (issue #28 item 6).
| Two production instances on MariaDB + Redis behind nginx
| (benchmarks/cluster.ts) take the mixed traffic (benchmarks/mixed_traffic.ts:
| guest pages, logged-in pages, monitoring polls, store purchases, coin
| transfers, game API ingest from the four demo servers) at a target rate for
| a set duration. Prints p50 / p99 per kind, the error rate, each instance's
| RSS over time and the machine's load average, then checks purchases and the
| ledger exactly against the database. Fails on any failed request or an
| inexact ledger.
|
| --duration N (s, 300); --rate N (requests a second in all, 20);
| BENCH_DATABASE (technomagic_load). See benchmarks/cluster.ts for the rest.
*/
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Cluster, benchmarkOnCluster, rssSampler, step } from './cluster.ts'
import {
  prepareTraffic,
  printKinds,
  printTable,
  reportLedger,
  sendTraffic,
} from './mixed_traffic.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    rate: { type: 'string', default: '20' },
  },
})
const DURATION_S = Number(values.duration)
const RATE = Number(values.rate)
const DATABASE = process.env.BENCH_DATABASE ?? 'technomagic_load'
/** RSS is sampled this often, and printed at about twelve points of the run. */
const SAMPLE_MS = 5000

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function main(cluster: Cluster) {
  const traffic = await prepareTraffic(cluster, (RATE * DURATION_S * 8) / 100)
  step(
    `mixed traffic through nginx at ${RATE} requests/s for ${DURATION_S} s (load average ${load()})`
  )
  const memory = rssSampler(cluster, SAMPLE_MS)
  const result = await sendTraffic(cluster.origin, traffic, {
    rate: RATE,
    until: sleep(DURATION_S * 1000),
  })
  memory.stop()
  const loadAfter = load()

  step(`${DURATION_S} s at ${RATE} requests/s`)
  printKinds(result)
  console.log(`load average (1, 5, 15 min) at the end: ${loadAfter}`)

  step('RSS per instance over time (MB)')
  const every = Math.max(1, Math.round(memory.samples.length / 12))
  printTable([
    ['s', 'A', 'B'],
    ...memory.samples
      .filter((_, index) => index % every === 0 || index === memory.samples.length - 1)
      .map((sample) => [sample.seconds, String(sample.mb[0]), String(sample.mb[1])]),
  ])

  const inexact = await reportLedger(cluster, traffic)
  console.log(
    `game API: ${traffic.outcome.events} events accepted of ${traffic.outcome.eventsSent} sent`
  )

  return [...(result.total.failed ? [`${result.total.failed} failed requests`] : []), ...inexact]
}

await benchmarkOnCluster('bench:load', DATABASE, main)
