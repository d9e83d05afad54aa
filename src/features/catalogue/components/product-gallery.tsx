import { Stack } from '@mantine/core'
import { useState } from 'react'
import { thumbnailPath } from '../../../shared/image-data-url'
import classes from './product-gallery.module.css'

/** A product's images: the chosen one large, every one as a thumbnail button that shows it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [picked, setPicked] = useState(0)
  const shown = images[Math.min(picked, images.length - 1)]
  if (!shown) {
    return (
      <div className={`${classes.main} ${classes.empty}`} role="img" aria-label={`${name}: no image`}>
        No image
      </div>
    )
  }
  return (
    <Stack gap="sm">
      <img
        src={shown}
        alt={`${name}, view ${picked + 1} of ${images.length}`}
        className={classes.main}
        width={560}
        height={560}
      />
      {images.length > 1 ? (
        <ul className={classes.thumbs} aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={classes.thumbButton}
                aria-pressed={index === picked}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setPicked(index)}
              >
                <img src={thumbnailPath(image)} alt="" className={classes.thumb} width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  )
}
