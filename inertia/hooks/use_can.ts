import { hasPermission } from '@domain/platform/permissions'
import { useShared } from '~/hooks/use_shared'

/** Hides staff controls: the same dotted-path check the server's routes use (spec §6). */
export function useCan(path: string) {
  return hasPermission(useShared().permissions, path)
}
