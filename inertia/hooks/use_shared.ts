import { usePage } from '@inertiajs/react'
import type { Data } from '@generated/data'

/** The props every page receives (spec §3 auth and app state). */
export type SharedProps = Data.SharedProps

export function useShared() {
  return usePage<SharedProps>().props
}
