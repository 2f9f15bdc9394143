import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { AppLink } from '~/components/app/app_link'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'

type Grant = Data.Economy.StoreGrant

/**
 * Active roles or abilities per server; `extendable` links each role to the store to extend it,
 * `actions` adds more buttons to a grant (the cabinet's move).
 */
export function StoreGrantList({
  grants,
  label,
  empty,
  extendable = false,
  actions,
}: {
  grants: Grant[]
  label: string
  empty: string
  extendable?: boolean
  actions?: (grant: Grant) => ReactNode
}) {
  const t = useT()
  if (grants.length === 0) {
    return <Card className="p-8 text-center text-sm leading-6 text-muted">{empty}</Card>
  }
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {grants.map((grant) => (
        <li key={grant.id}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <div className="flex items-center justify-between gap-2">
              <h2
                className="font-display text-lg font-semibold text-white"
                style={grant.item.color ? { color: grant.item.color } : undefined}
              >
                {grant.item.name}
              </h2>
              <Badge variant="neutral">{grant.server.name}</Badge>
            </div>
            <p className="text-sm text-muted">
              {grant.expiresAt ? (
                <>
                  {t('economy.store.until')} <DateTime value={grant.expiresAt} />
                </>
              ) : (
                t('economy.store.periods.forever')
              )}
            </p>
            {(extendable || actions) && (
              <div className="mt-auto flex flex-wrap gap-2">
                {extendable && grant.expiresAt && (
                  <Button asChild variant="secondary" size="sm">
                    <AppLink route="economy.store.show" query={{ server: grant.server.slug }}>
                      {t('economy.cabinet_roles.extend')}
                    </AppLink>
                  </Button>
                )}
                {actions?.(grant)}
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
