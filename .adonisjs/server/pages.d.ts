import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'accounts/active_sessions/index': ExtractProps<(typeof import('../../inertia/pages/accounts/active_sessions/index.tsx'))['default']>
    'accounts/cover_parts/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/cover_parts/edit.tsx'))['default']>
    'accounts/dev_bot_messages/index': ExtractProps<(typeof import('../../inertia/pages/accounts/dev_bot_messages/index.tsx'))['default']>
    'accounts/dev_mails/index': ExtractProps<(typeof import('../../inertia/pages/accounts/dev_mails/index.tsx'))['default']>
    'accounts/dev_mails/show': ExtractProps<(typeof import('../../inertia/pages/accounts/dev_mails/show.tsx'))['default']>
    'accounts/email_changes/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/email_changes/edit.tsx'))['default']>
    'accounts/email_verifications/show': ExtractProps<(typeof import('../../inertia/pages/accounts/email_verifications/show.tsx'))['default']>
    'accounts/logout/show': ExtractProps<(typeof import('../../inertia/pages/accounts/logout/show.tsx'))['default']>
    'accounts/oauth_links/index': ExtractProps<(typeof import('../../inertia/pages/accounts/oauth_links/index.tsx'))['default']>
    'accounts/oauth_registrations/create': ExtractProps<(typeof import('../../inertia/pages/accounts/oauth_registrations/create.tsx'))['default']>
    'accounts/password_resets/create': ExtractProps<(typeof import('../../inertia/pages/accounts/password_resets/create.tsx'))['default']>
    'accounts/password_restores/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/password_restores/edit.tsx'))['default']>
    'accounts/passwords/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/passwords/edit.tsx'))['default']>
    'accounts/privacy/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/privacy/edit.tsx'))['default']>
    'accounts/registrations/create': ExtractProps<(typeof import('../../inertia/pages/accounts/registrations/create.tsx'))['default']>
    'accounts/sessions/create': ExtractProps<(typeof import('../../inertia/pages/accounts/sessions/create.tsx'))['default']>
    'accounts/staff_cover_arts/index': ExtractProps<(typeof import('../../inertia/pages/accounts/staff_cover_arts/index.tsx'))['default']>
    'accounts/themes/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/themes/edit.tsx'))['default']>
    'accounts/two_factor_settings/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/two_factor_settings/edit.tsx'))['default']>
    'accounts/two_factor/create': ExtractProps<(typeof import('../../inertia/pages/accounts/two_factor/create.tsx'))['default']>
    'content/documents/create': ExtractProps<(typeof import('../../inertia/pages/content/documents/create.tsx'))['default']>
    'content/documents/edit': ExtractProps<(typeof import('../../inertia/pages/content/documents/edit.tsx'))['default']>
    'content/launcher_builds/index': ExtractProps<(typeof import('../../inertia/pages/content/launcher_builds/index.tsx'))['default']>
    'content/mods/index': ExtractProps<(typeof import('../../inertia/pages/content/mods/index.tsx'))['default']>
    'content/mods/show': ExtractProps<(typeof import('../../inertia/pages/content/mods/show.tsx'))['default']>
    'content/news/index': ExtractProps<(typeof import('../../inertia/pages/content/news/index.tsx'))['default']>
    'content/news/show': ExtractProps<(typeof import('../../inertia/pages/content/news/show.tsx'))['default']>
    'content/offer/show': ExtractProps<(typeof import('../../inertia/pages/content/offer/show.tsx'))['default']>
    'content/privacy/show': ExtractProps<(typeof import('../../inertia/pages/content/privacy/show.tsx'))['default']>
    'content/rules/show': ExtractProps<(typeof import('../../inertia/pages/content/rules/show.tsx'))['default']>
    'content/servers/show': ExtractProps<(typeof import('../../inertia/pages/content/servers/show.tsx'))['default']>
    'content/start/show': ExtractProps<(typeof import('../../inertia/pages/content/start/show.tsx'))['default']>
    'content/team/show': ExtractProps<(typeof import('../../inertia/pages/content/team/show.tsx'))['default']>
    'economy/abilities/index': ExtractProps<(typeof import('../../inertia/pages/economy/abilities/index.tsx'))['default']>
    'economy/bonus/show': ExtractProps<(typeof import('../../inertia/pages/economy/bonus/show.tsx'))['default']>
    'economy/cabinet_roles/index': ExtractProps<(typeof import('../../inertia/pages/economy/cabinet_roles/index.tsx'))['default']>
    'economy/invites/show': ExtractProps<(typeof import('../../inertia/pages/economy/invites/show.tsx'))['default']>
    'economy/payments/create': ExtractProps<(typeof import('../../inertia/pages/economy/payments/create.tsx'))['default']>
    'economy/refunds/create': ExtractProps<(typeof import('../../inertia/pages/economy/refunds/create.tsx'))['default']>
    'economy/source_aliases/index': ExtractProps<(typeof import('../../inertia/pages/economy/source_aliases/index.tsx'))['default']>
    'economy/staff_payments/index': ExtractProps<(typeof import('../../inertia/pages/economy/staff_payments/index.tsx'))['default']>
    'economy/staff_store_abilities/create': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_abilities/create.tsx'))['default']>
    'economy/staff_store_abilities/edit': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_abilities/edit.tsx'))['default']>
    'economy/staff_store_features/create': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_features/create.tsx'))['default']>
    'economy/staff_store_features/edit': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_features/edit.tsx'))['default']>
    'economy/staff_store_kits/create': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_kits/create.tsx'))['default']>
    'economy/staff_store_kits/edit': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_kits/edit.tsx'))['default']>
    'economy/staff_store_roles/create': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_roles/create.tsx'))['default']>
    'economy/staff_store_roles/edit': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_roles/edit.tsx'))['default']>
    'economy/staff_store_roles/index': ExtractProps<(typeof import('../../inertia/pages/economy/staff_store_roles/index.tsx'))['default']>
    'economy/store/show': ExtractProps<(typeof import('../../inertia/pages/economy/store/show.tsx'))['default']>
    'economy/transactions/index': ExtractProps<(typeof import('../../inertia/pages/economy/transactions/index.tsx'))['default']>
    'economy/wipes/index': ExtractProps<(typeof import('../../inertia/pages/economy/wipes/index.tsx'))['default']>
    'errors/bad_request': ExtractProps<(typeof import('../../inertia/pages/errors/bad_request.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'launcher/bans/show': ExtractProps<(typeof import('../../inertia/pages/launcher/bans/show.tsx'))['default']>
    'launcher/elements/show': ExtractProps<(typeof import('../../inertia/pages/launcher/elements/show.tsx'))['default']>
    'launcher/home/show': ExtractProps<(typeof import('../../inertia/pages/launcher/home/show.tsx'))['default']>
    'launcher/password_resets/create': ExtractProps<(typeof import('../../inertia/pages/launcher/password_resets/create.tsx'))['default']>
    'launcher/password_resets/show': ExtractProps<(typeof import('../../inertia/pages/launcher/password_resets/show.tsx'))['default']>
    'launcher/registrations/create': ExtractProps<(typeof import('../../inertia/pages/launcher/registrations/create.tsx'))['default']>
    'launcher/servers/index': ExtractProps<(typeof import('../../inertia/pages/launcher/servers/index.tsx'))['default']>
    'launcher/sessions/create': ExtractProps<(typeof import('../../inertia/pages/launcher/sessions/create.tsx'))['default']>
    'launcher/settings/admin': ExtractProps<(typeof import('../../inertia/pages/launcher/settings/admin.tsx'))['default']>
    'launcher/settings/show': ExtractProps<(typeof import('../../inertia/pages/launcher/settings/show.tsx'))['default']>
    'network/cabinet_deliveries/index': ExtractProps<(typeof import('../../inertia/pages/network/cabinet_deliveries/index.tsx'))['default']>
    'network/deliveries/index': ExtractProps<(typeof import('../../inertia/pages/network/deliveries/index.tsx'))['default']>
    'network/servers/index': ExtractProps<(typeof import('../../inertia/pages/network/servers/index.tsx'))['default']>
    'network/statistics/index': ExtractProps<(typeof import('../../inertia/pages/network/statistics/index.tsx'))['default']>
    'network/statistics/show': ExtractProps<(typeof import('../../inertia/pages/network/statistics/show.tsx'))['default']>
    'platform/home/show': ExtractProps<(typeof import('../../inertia/pages/platform/home/show.tsx'))['default']>
    'platform/operations/index': ExtractProps<(typeof import('../../inertia/pages/platform/operations/index.tsx'))['default']>
    'platform/showcases/show': ExtractProps<(typeof import('../../inertia/pages/platform/showcases/show.tsx'))['default']>
    'players/bans/index': ExtractProps<(typeof import('../../inertia/pages/players/bans/index.tsx'))['default']>
    'players/friend_requests/index': ExtractProps<(typeof import('../../inertia/pages/players/friend_requests/index.tsx'))['default']>
    'players/friends/index': ExtractProps<(typeof import('../../inertia/pages/players/friends/index.tsx'))['default']>
    'players/looks/edit': ExtractProps<(typeof import('../../inertia/pages/players/looks/edit.tsx'))['default']>
    'players/roles/index': ExtractProps<(typeof import('../../inertia/pages/players/roles/index.tsx'))['default']>
    'players/searches/index': ExtractProps<(typeof import('../../inertia/pages/players/searches/index.tsx'))['default']>
    'players/statistics/show': ExtractProps<(typeof import('../../inertia/pages/players/statistics/show.tsx'))['default']>
    'players/tops/show': ExtractProps<(typeof import('../../inertia/pages/players/tops/show.tsx'))['default']>
  }
}
