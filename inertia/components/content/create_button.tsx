import { Plus } from 'lucide-react'
import type { CreatableTarget } from '@domain/content/documents'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { useCan } from '~/hooks/use_can'
import { useT } from '~/hooks/use_t'

/** "New …" for staff with web.documents.create; nothing for everyone else. */
export function CreateButton({ target }: { target: CreatableTarget }) {
  const t = useT()
  if (!useCan('web.documents.create')) return null
  return (
    <Button asChild>
      <AppLink route="content.documents.create" params={{ target }}>
        <Plus aria-hidden="true" />
        {t(`content.documents.create_${target}`)}
      </AppLink>
    </Button>
  )
}
