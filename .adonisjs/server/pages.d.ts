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
    'accounts/dev_mails/index': ExtractProps<(typeof import('../../inertia/pages/accounts/dev_mails/index.tsx'))['default']>
    'accounts/dev_mails/show': ExtractProps<(typeof import('../../inertia/pages/accounts/dev_mails/show.tsx'))['default']>
    'accounts/email_changes/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/email_changes/edit.tsx'))['default']>
    'accounts/email_verifications/show': ExtractProps<(typeof import('../../inertia/pages/accounts/email_verifications/show.tsx'))['default']>
    'accounts/logout/show': ExtractProps<(typeof import('../../inertia/pages/accounts/logout/show.tsx'))['default']>
    'accounts/password_resets/create': ExtractProps<(typeof import('../../inertia/pages/accounts/password_resets/create.tsx'))['default']>
    'accounts/password_restores/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/password_restores/edit.tsx'))['default']>
    'accounts/passwords/edit': ExtractProps<(typeof import('../../inertia/pages/accounts/passwords/edit.tsx'))['default']>
    'accounts/registrations/create': ExtractProps<(typeof import('../../inertia/pages/accounts/registrations/create.tsx'))['default']>
    'accounts/sessions/create': ExtractProps<(typeof import('../../inertia/pages/accounts/sessions/create.tsx'))['default']>
    'errors/bad_request': ExtractProps<(typeof import('../../inertia/pages/errors/bad_request.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'network/servers/index': ExtractProps<(typeof import('../../inertia/pages/network/servers/index.tsx'))['default']>
    'network/stats/index': ExtractProps<(typeof import('../../inertia/pages/network/stats/index.tsx'))['default']>
    'network/stats/show': ExtractProps<(typeof import('../../inertia/pages/network/stats/show.tsx'))['default']>
    'platform/home/show': ExtractProps<(typeof import('../../inertia/pages/platform/home/show.tsx'))['default']>
    'platform/showcases/show': ExtractProps<(typeof import('../../inertia/pages/platform/showcases/show.tsx'))['default']>
  }
}
