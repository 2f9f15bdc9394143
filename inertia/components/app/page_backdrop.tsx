import { StarField } from '~/components/app/star_field'

/** The fixed ambient backdrop (aurora and stars from the theme) behind every layout. */
export function PageBackdrop() {
  return (
    <div aria-hidden="true" className="tm-page-backdrop">
      <StarField className="opacity-35 [mask-image:linear-gradient(to_bottom,black,transparent_70%)]" />
    </div>
  )
}
