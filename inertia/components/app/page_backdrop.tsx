/** The fixed ambient backdrop (aurora and stars from the theme) behind every layout. */
export function PageBackdrop() {
  return <div aria-hidden="true" className="tm-page-backdrop" />
}
