import type { ComponentProps } from 'react'

type PostFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'> & { action: string }

/**
 * A real `<form method="post">`: before React hydrates the page it posts
 * natively (the browser's fetch metadata stands in for the CSRF token, see
 * app/middleware/shield_middleware.ts), then its onSubmit takes over (pair it
 * with useProgressiveForm). Validation stays the server's, hence noValidate.
 */
export function PostForm({ children, ...props }: PostFormProps) {
  return (
    <form method="post" noValidate {...props}>
      {children}
    </form>
  )
}
