/*
| Log lines a test expects (an upstream failure logged as an error):
| captured instead of printed, so the run's output shows only unexpected
| errors, and asserted on like any other outcome.
*/
import logger from '@adonisjs/core/services/logger'

type LogLine = { level: number; msg: string; [field: string]: unknown }
type Writable = { write: (chunk: string) => boolean }

/** The stream the app logger and its per-request children write to (pino's `stream` symbol). */
function logStream(): Writable {
  const pino = logger.pino as unknown as Record<symbol, Writable>
  const symbol = Object.getOwnPropertySymbols(pino).find((key) => key.description === 'pino.stream')
  if (!symbol) throw new Error('pino no longer exposes its stream')
  return pino[symbol]
}

/**
 * Captures every log line until the returned cleanup runs (use as
 * `const logs = captureLogs(); cleanup(logs.restore)`).
 */
export function captureLogs() {
  const stream = logStream()
  const write = stream.write
  const lines: LogLine[] = []
  stream.write = (chunk: string) => {
    lines.push(JSON.parse(chunk))
    return true
  }
  return {
    lines,
    /** Lines logged at `error` (pino level 50) or above. */
    errors: () => lines.filter((line) => line.level >= 50),
    restore: () => {
      stream.write = write
    },
  }
}
