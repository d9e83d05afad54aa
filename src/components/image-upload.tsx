import { Button, Group, Input, Stack, Text } from '@mantine/core'
import { type ChangeEvent, type ReactNode, useId } from 'react'
import { readFileAsDataUrl } from '../lib/read-file'
import { formToast } from '../lib/toast'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../shared/image-data-url'
import { IMAGE_SIGNATURE_BYTES, NOT_AN_IMAGE, sniffImage } from '../shared/image-signature'
import classes from './image-upload.module.css'

/** Props of the image upload widget. */
export interface ImageUploadProps {
  /** The image as a base64 data URL, or null when there is none. */
  value: string | null
  /** Called with the new data URL, or null when the image is removed. */
  onChange: (value: string | null) => void
  /** What the image is, as in 'Click to upload {label}'. */
  label?: string
  disabled?: boolean
  required?: boolean
  error?: ReactNode
}

const ACCEPT = IMAGE_MIME_TYPES.join(',')

/**
 * Why a picked file cannot be used, or null when it can: its declared type and size, then its first
 * bytes, as the server checks them (a text file named fake.png is refused here, not on save).
 */
export async function rejectionOf(file: File): Promise<string | null> {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG or WebP image'
  if (file.size > MAX_IMAGE_BYTES) return 'The image must be at most 5 MB'
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer())
  return sniffImage(head) === null ? NOT_AN_IMAGE : null
}

/** The image upload widget of spec point 4: a dashed area, then a 128 px preview with a remove button. */
export function ImageUpload({
  value,
  onChange,
  label = 'Category Image',
  disabled = false,
  required = false,
  error,
}: ImageUploadProps) {
  const hintId = useId()
  const errorId = useId()

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    try {
      const rejection = await rejectionOf(file)
      if (rejection) return formToast.error(rejection)
      onChange(await readFileAsDataUrl(file))
    } catch (cause) {
      console.error('Error converting image to base64:', cause)
      formToast.error('Could not read the image. Please try another file.')
    }
  }

  return (
    <Stack gap={6}>
      <Input.Label labelElement="div" required={required}>
        {label}:
      </Input.Label>
      {value ? (
        <Group gap="md" align="flex-end">
          <img src={value} alt={`${label} preview`} className={classes.preview} width={128} height={128} />
          <Button variant="light" color="red" size="xs" onClick={() => onChange(null)} disabled={disabled}>
            Remove image
          </Button>
        </Group>
      ) : (
        <label className={classes.area} data-disabled={disabled || undefined}>
          <input
            type="file"
            accept={ACCEPT}
            className={classes.input}
            disabled={disabled}
            required={required}
            aria-describedby={disabled ? undefined : error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={pick}
          />
          <Text fw={600} c="indigo.8">
            Click to upload {label}
          </Text>
        </label>
      )}
      {disabled ? null : (
        <Text id={hintId} size="xs" c="dimmed">
          JPEG, PNG or WebP, up to 5 MB
        </Text>
      )}
      {error ? (
        <Text id={errorId} size="xs" c="red.8">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}
