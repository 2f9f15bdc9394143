import UserSession from '#models/user_session'

export type Credentials = { accessId: string; accessToken: string }

/** The API's session headers for credentials (spec §7). */
export const sessionHeaders = (credentials: Credentials) => ({
  'Access-Id': credentials.accessId,
  'Access-Token': credentials.accessToken,
})

/** When the session row was ended, or null while it is live. */
export async function endedAt(id: string) {
  const row = await UserSession.findOrFail(id)
  return row.terminatedAt
}
