import { useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'

export type Crop = { x: number; y: number; size: number }

export type AvatarCropperProps = {
  /** The avatar's original (at most 1024 px a side) and its size. */
  image: string
  width: number
  height: number
  initial: Crop
  label: string
  onChange: (crop: Crop) => void
}

/**
 * The avatar's square crop (react-easy-crop): drag and zoom, arrows move it by keyboard.
 * Imported only by cabinet → profile through React.lazy. Answers the crop in the original's
 * pixels, as `POST user/avatar/crop` takes it.
 */
export default function AvatarCropper({
  image,
  width,
  height,
  initial,
  label,
  onChange,
}: AvatarCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(Math.min(width, height) / initial.size)

  const complete = (_: Area, pixels: Area) => {
    const size = Math.min(Math.round(pixels.width), width, height)
    onChange({
      x: Math.max(0, Math.min(Math.round(pixels.x), width - size)),
      y: Math.max(0, Math.min(Math.round(pixels.y), height - size)),
      size,
    })
  }

  return (
    <div className="relative h-72 w-full overflow-hidden rounded-2xl bg-black/40">
      <Cropper
        image={image}
        crop={crop}
        zoom={zoom}
        aspect={1}
        cropShape="round"
        showGrid={false}
        initialCroppedAreaPixels={{
          x: initial.x,
          y: initial.y,
          width: initial.size,
          height: initial.size,
        }}
        onCropChange={setCrop}
        onZoomChange={setZoom}
        onCropComplete={complete}
        roundCropAreaPixels
        keyboardStep={4}
        mediaProps={{ alt: label }}
      />
    </div>
  )
}
