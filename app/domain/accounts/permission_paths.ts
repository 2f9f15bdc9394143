/*
| Staff permission paths as staff type them (spec §6): dotted lower-case
| segments of letters, digits, underscores and hyphens, e.g. web.documents.edit.
*/
const SEGMENT = /^[a-z0-9_-]+$/

/** The normalised path, or null when it is not a valid dotted path. */
export function parsePermissionPath(input: string): string | null {
  const path = input.trim().toLowerCase()
  if (path.length === 0 || path.length > 191) return null
  return path.split('.').every((segment) => SEGMENT.test(segment)) ? path : null
}
