import classes from './product-thumb.module.css'

/** A product's square thumbnail, or a grey tile when it has no image; decorative (the name is beside it). */
export function ProductThumb({ src, size }: { src: string | null; size: number }) {
  return src ? (
    <img src={src} alt="" width={size} height={size} loading="lazy" className={classes.thumb} />
  ) : (
    <span className={classes.thumb} style={{ width: size, height: size }} aria-hidden />
  )
}
