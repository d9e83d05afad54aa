/** The formats asked of the browser's detector: QR codes and the barcodes printed on products. */
const WANTED = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39']

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** Reads the code in a video frame, or null when there is none. */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>

/** The browser's BarcodeDetector when it reads QR codes and product barcodes, else null. */
async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Detector) return null
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[])
  const formats = WANTED.filter((format) => supported.includes(format))
  if (!formats.includes('qr_code') || !(formats.includes('ean_13') || formats.includes('code_128'))) return null
  const detector = new Detector({ formats })
  return async (video) => {
    const [found] = await detector.detect(video)
    return found?.rawValue ?? null
  }
}

/** Frames are scaled to at most this width before jsQR reads them: enough for a code held near, far less work. */
const MAX_WIDTH = 640

/**
 * jsQR (pure JavaScript, no network) reading QR codes from a canvas copy of the frame. Imported
 * here, and this module is imported lazily, so it stays out of the first bundle; the service
 * worker precaches every built chunk, so it is there offline.
 */
async function jsqrDecoder(): Promise<FrameDecoder> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return null
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null
  }
}

/** The best decoder this browser has: its own BarcodeDetector, else jsQR. */
export async function makeDecoder(): Promise<FrameDecoder> {
  return (await nativeDecoder()) ?? jsqrDecoder()
}
