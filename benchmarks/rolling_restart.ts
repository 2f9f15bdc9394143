/*
| npm run bench:restart — the rolling restart under load (issue #28 item 3).
| Builds once, starts two production instances on MariaDB + Redis behind
| nginx (benchmarks/cluster.ts), sends the mixed traffic of bench:load through
| nginx (benchmarks/mixed_traffic.ts), and while it flows restarts instance A
| (out of nginx's upstream, SIGTERM, wait for the exit, start, wait for
| /health 200, back in), then B. Prints total requests, failed requests (an
| answer of 400 or more, or none), p50 / p99 per kind, each restart's drain and
| start times, and checks purchases and the ledger exactly. Fails unless every
| request succeeded and the ledger is exact.
|
| --rate N (requests a second in all, 10); --settle N (s of load before,
| between and after the restarts, 10); --signal-only restarts with SIGTERM
| alone, leaving the instance in nginx's upstream (nginx then learns of it
| from refused connections and the drain's answers). BENCH_DATABASE
| (technomagic_load). See benchmarks/cluster.ts for the rest.
*/
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type Cluster,
  type RestartFigures,
  benchmarkOnCluster,
  rssSampler,
  step,
} from './cluster.ts'
import {
  prepareTraffic,
  printKinds,
  printTable,
  reportLedger,
  sendTraffic,
} from './mixed_traffic.ts'

const { values } = parseArgs({
  options: {
    'rate': { type: 'string', default: '10' },
    'settle': { type: 'string', default: '10' },
    'signal-only': { type: 'boolean', default: false },
  },
})
const RATE = Number(values.rate)
const SETTLE_MS = Number(values.settle) * 1000
const VIA_UPSTREAM = !values['signal-only']
const DATABASE = process.env.BENCH_DATABASE ?? 'technomagic_load'

async function main(cluster: Cluster) {
  // Ingest batches for the settles and two restarts of about a minute each.
  const traffic = await prepareTraffic(cluster, (RATE * ((3 * SETTLE_MS) / 1000 + 120) * 8) / 100)
  const memory = rssSampler(cluster, 2000)
  const restarts: RestartFigures[] = []
  const restarting = (async () => {
    await sleep(SETTLE_MS)
    for (const index of [0, 1]) {
      step(
        `restarting ${cluster.instances[index].name} (${VIA_UPSTREAM ? 'out of the upstream, SIGTERM, start, ready, back in' : 'SIGTERM alone'})`
      )
      restarts.push(await cluster.restart(index, VIA_UPSTREAM))
      await sleep(SETTLE_MS)
    }
  })()
  step(`mixed traffic through nginx at ${RATE} requests/s until both instances are restarted`)
  const result = await sendTraffic(cluster.origin, traffic, { rate: RATE, until: restarting })
  await restarting
  memory.stop()

  step('rolling restart under load')
  printKinds(result)
  printTable([
    ['instance', 'drain ms (SIGTERM to exit)', 'exit code', 'start ms (spawn to /health 200)'],
    ...restarts.map((restart) => [
      restart.name,
      Math.round(restart.drainMs),
      String(restart.exitCode),
      Math.round(restart.readyMs),
    ]),
  ])
  const rss = memory.samples.at(-1)!.mb
  console.log(`RSS after the run: A ${rss[0]} MB, B ${rss[1]} MB`)

  const inexact = await reportLedger(cluster, traffic)

  return [
    ...(result.total.failed ? [`${result.total.failed} failed requests`] : []),
    ...(result.skipped ? [`${result.skipped} requests skipped by the client`] : []),
    ...restarts
      .filter((restart) => restart.exitCode !== 0)
      .map((restart) => `${restart.name} exited ${restart.exitCode}`),
    ...inexact,
  ]
}

await benchmarkOnCluster('bench:restart', DATABASE, main)
