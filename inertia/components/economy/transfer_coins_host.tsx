import { useState } from 'react'
import { TransferCoinsDialog } from '~/components/economy/transfer_coins_dialog'

/**
 * spec §2: `?open-modal=transfer-coins` (the `/transfer` legacy link) opens
 * the modal on any page; closing it drops the ask from the address.
 */
export function TransferCoinsHost({ requested }: { requested: boolean }) {
  const [open, setOpen] = useState(requested)
  const [asked, setAsked] = useState(requested)
  // A later visit to an address that asks again opens it again.
  if (requested !== asked) {
    setAsked(requested)
    if (requested) setOpen(true)
  }

  const change = (next: boolean) => {
    setOpen(next)
    const url = new URL(window.location.href)
    if (!next && url.searchParams.has('open-modal')) {
      url.searchParams.delete('open-modal')
      window.history.replaceState(window.history.state, '', url)
    }
  }

  return <TransferCoinsDialog open={open} onOpenChange={change} />
}
