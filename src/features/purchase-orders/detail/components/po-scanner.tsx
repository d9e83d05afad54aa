import { Button, Group, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import classes from './po-scanner.module.css'

/** Whether this browser can open a camera at all (the Scan button shows only then). */
export function canScan(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** Props of the camera view. */
export interface PoScannerProps {
  /** Every code read, as often as the camera reads it; the caller decides what counts. */
  onCode: (code: string) => void
  onClose: () => void
}

/** Why the camera did not open, in words. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError') return 'The camera could not be opened: permission was refused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device'
  if (name === 'NotReadableError') return 'The camera is in use by another app'
  return 'The camera could not be opened'
}

/** A frame is read this often: quick enough to feel instant, light on a phone's battery. */
const READ_EVERY_MS = 150

/**
 * The rear camera in a small view, read for barcodes and QR codes until closed. The stream is
 * stopped when the view goes (Close, or the dialog closing), so the camera light goes out.
 */
export function PoScanner({ onCode, onClose }: PoScannerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [status, setStatus] = useState('Starting the camera…')
  const latest = useRef(onCode)
  latest.current = onCode

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped) return
        const element = video.current
        if (!element) return
        element.srcObject = stream
        await element.play().catch(() => undefined)
        const { makeDecoder } = await import('../scan-decoder')
        const decode = await makeDecoder()
        if (stopped) return
        setStatus('Point the camera at a barcode or QR code')
        const read = async () => {
          if (stopped) return
          const code = await decode(element).catch(() => null)
          if (stopped) return
          if (code) latest.current(code)
          timer = setTimeout(read, READ_EVERY_MS)
        }
        void read()
      } catch (error) {
        if (!stopped) setStatus(cameraProblem(error))
      }
    }
    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <section className={classes.scanner} aria-label="Scanner">
      <video ref={video} className={classes.video} muted playsInline aria-label="Camera" />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" aria-live="polite">
          {status}
        </Text>
        <Button size="xs" variant="default" onClick={onClose} aria-label="Close scanner" className={classes.close}>
          Close
        </Button>
      </Group>
    </section>
  )
}
