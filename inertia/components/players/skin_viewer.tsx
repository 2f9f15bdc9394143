import { useEffect, useRef } from 'react'
import { IdleAnimation, SkinViewer, WalkingAnimation } from 'skinview3d'

export type SkinViewerProps = {
  /** The skin texture's URL; null draws the default skin. */
  skin: string | null
  cape: string | null
  model: 'classic' | 'slim'
  walking: boolean
  label: string
}

/**
 * The 3D player model (skinview3d on three.js): drag to rotate, walking or idle. Imported
 * only by cabinet → profile through React.lazy, so no other page downloads it.
 */
export default function SkinViewer3d({ skin, cape, model, walking, label }: SkinViewerProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const viewer = useRef<SkinViewer | null>(null)

  useEffect(() => {
    const created = new SkinViewer({ canvas: canvas.current!, width: 260, height: 340 })
    created.autoRotate = true
    created.autoRotateSpeed = 0.6
    viewer.current = created
    return () => created.dispose()
  }, [])

  useEffect(() => {
    const current = viewer.current!
    if (skin) void current.loadSkin(skin, { model: model === 'slim' ? 'slim' : 'default' })
    else current.loadSkin(null)
    if (cape) void current.loadCape(cape)
    else current.loadCape(null)
  }, [skin, cape, model])

  useEffect(() => {
    viewer.current!.animation = walking ? new WalkingAnimation() : new IdleAnimation()
  }, [walking])

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="skin-viewer"
      className="mx-auto block cursor-grab active:cursor-grabbing"
    />
  )
}
