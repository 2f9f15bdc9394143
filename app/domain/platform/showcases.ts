/** Sections of the design showcase, /{lang}/development/{section} (spec §2). */
export const SHOWCASE_SECTIONS = ['icons', 'elements', 'adaptive/buttons'] as const
export type ShowcaseSection = (typeof SHOWCASE_SECTIONS)[number]
