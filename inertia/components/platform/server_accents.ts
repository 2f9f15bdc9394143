import type { LucideIcon } from 'lucide-react'
import { Cloud, Cpu, Swords, WandSparkles } from 'lucide-react'

type ServerAccent = { color: string; icon: LucideIcon }

/** Each server's own colour and emblem; unknown servers take one by position. */
const ACCENTS: Record<string, ServerAccent> = {
  'techno-magic-rpg': { color: '#a78bfa', icon: Swords },
  'hi-tech': { color: '#22d3ee', icon: Cpu },
  'techno-magic-sky': { color: '#60a5fa', icon: Cloud },
  'magic-rpg': { color: '#f472b6', icon: WandSparkles },
}

const FALLBACKS = Object.values(ACCENTS)

export function serverAccent(slug: string, index: number): ServerAccent {
  return ACCENTS[slug] ?? FALLBACKS[index % FALLBACKS.length]
}
