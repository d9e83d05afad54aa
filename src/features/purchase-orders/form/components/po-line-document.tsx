import { Anchor, Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core'
import { v7 as uuidv7 } from 'uuid'
import { refusalMessage } from '../../../../lib/api-client'
import { readFileAsDataUrl } from '../../../../lib/read-file'
import { formToast } from '../../../../lib/toast'
import {
  PO_DOCUMENT_MIME_TYPES,
  PO_DOCUMENT_PATH_RE,
  PO_DOCUMENT_TYPES_TEXT,
  poDocumentFileProblem,
} from '../../../../shared/po-document'
import { useUploadPoDocument } from '../../mutations'

/** Props of a line's file cell. */
export interface PoLineDocumentProps {
  /** The row's number, for accessible names. */
  row: number
  path: string | null
  onChange: (path: string | null) => void
  /** Reports why a picked file was refused (null clears it). */
  onError: (message: string | null) => void
  error?: string
  disabled?: boolean
}

/**
 * A line's file: PDF, JPEG, PNG or WebP up to 5 MB, checked before anything is sent (a larger file
 * is refused here with its size), then uploaded at once; the line keeps the stored path.
 */
export function PoLineDocument({ row, path, onChange, onError, error, disabled = false }: PoLineDocumentProps) {
  const upload = useUploadPoDocument()
  const errorId = `po-line-${row}-file-error`

  const pick = async (file: File | null) => {
    if (!file) return
    const problem = poDocumentFileProblem(file)
    if (problem) {
      onError(problem)
      formToast.error('File not attached', problem)
      return
    }
    onError(null)
    let dataUrl: string
    try {
      dataUrl = await readFileAsDataUrl(file)
    } catch {
      onError(`${file.name} could not be read`)
      return
    }
    upload.mutate(
      { body: { Document: dataUrl }, idempotencyKey: uuidv7() },
      {
        onSuccess: (stored) => {
          onChange(stored)
          formToast.success('File uploaded', file.name)
        },
        onError: (failure) => {
          const message = refusalMessage(failure) ?? (failure instanceof Error ? failure.message : 'Upload failed')
          onError(message)
          formToast.error('Failed to upload the file', message)
        },
      },
    )
  }

  return (
    <Stack gap={2}>
      {path ? (
        <Group gap={4} wrap="nowrap">
          {PO_DOCUMENT_PATH_RE.test(path) ? (
            <Anchor href={path} target="_blank" rel="noopener" size="sm" aria-label={`View file, line ${row}`}>
              View file
            </Anchor>
          ) : (
            <Text size="sm">{path}</Text>
          )}
          {disabled ? null : (
            <CloseButton size="sm" aria-label={`Remove file, line ${row}`} onClick={() => onChange(null)} />
          )}
        </Group>
      ) : disabled ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <FileButton onChange={pick} accept={PO_DOCUMENT_MIME_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={upload.isPending}
              aria-label={`Attach file, line ${row}`}
              aria-describedby={error ? errorId : undefined}
              title={`${PO_DOCUMENT_TYPES_TEXT}, up to 5 MB`}
            >
              Attach file
            </Button>
          )}
        </FileButton>
      )}
      {error ? (
        <Text id={errorId} size="xs" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  )
}
