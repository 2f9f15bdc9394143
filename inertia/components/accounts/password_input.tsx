import { useState, type InputHTMLAttributes } from 'react'
import { Eye, EyeOff } from 'lucide-react'
import { Input } from '~/components/ui/input'
import { useT } from '~/hooks/use_t'

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

/** A password input with a show/hide toggle; inside a Field it takes the field's wiring. */
export function PasswordInput(props: PasswordInputProps) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  // A toggle keeps one name; aria-pressed tells whether the password shows.
  const label = t('accounts.passwords.show')
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          aria-label={label}
          aria-pressed={visible}
          title={label}
          onClick={() => setVisible((shown) => !shown)}
          className="-me-1.5 grid size-8 place-items-center rounded-lg text-subtle transition-colors hover:bg-white/8 hover:text-text"
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      }
    />
  )
}
