/** A change to a product's image list, applied to the list as it is when the change lands. */
export type ImageListUpdate = (images: string[]) => string[]

/** Adds an uploaded image at the end (the first image stays primary). */
export const appendImage =
  (path: string): ImageListUpdate =>
  (images) =>
    images.includes(path) ? images : [...images, path]

/** Makes an image primary by moving it to the front (spec point 2). */
export const moveToFront =
  (index: number): ImageListUpdate =>
  (images) => {
    const picked = images[index]
    if (picked === undefined || index === 0) return images
    return [picked, ...images.slice(0, index), ...images.slice(index + 1)]
  }

/** Removes one image. */
export const removeImage =
  (index: number): ImageListUpdate =>
  (images) =>
    images.filter((_, i) => i !== index)
