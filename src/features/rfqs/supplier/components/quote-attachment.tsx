import { Button, FileButton, Group, Input, Text } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { PO_DOCUMENT_MIME_TYPES, PO_DOCUMENT_TYPES_TEXT, poDocumentFileProblem } from '../../../../shared/po-document'

/** Props of a quote line's file: the stored path (null for none), and how a picked file is stored. */
export interface QuoteAttachmentProps {
  label: string
  value: string | null
  onChange: (path: string | null) => void
  upload: (file: File) => Promise<string>
  error?: React.ReactNode
  disabled: boolean
}

/** A quote line's attachment (PDF or image, 5 MB): pick, upload at once, or remove. */
export function QuoteAttachment({ label, value, onChange, upload, error, disabled }: QuoteAttachmentProps) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const pick = async (file: File | null) => {
    if (!file) return
    const refused = poDocumentFileProblem(file)
    setProblem(refused)
    if (refused) return
    setBusy(true)
    try {
      onChange(await upload(file))
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The file could not be uploaded. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Input.Wrapper label={`${label}:`} description={`${PO_DOCUMENT_TYPES_TEXT}, up to 5 MB`} error={problem ?? error}>
      <Group gap="xs" mt={4}>
        {value ? (
          <Text size="sm" c="teal.9">
            File attached
          </Text>
        ) : null}
        {disabled ? null : (
          <FileButton onChange={pick} accept={PO_DOCUMENT_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={busy}>
                {value ? 'Replace file' : 'Attach file'}
              </Button>
            )}
          </FileButton>
        )}
        {value && !disabled ? (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            Remove file
          </Button>
        ) : null}
        {!value && disabled ? (
          <Text size="sm" c="dimmed">
            No file
          </Text>
        ) : null}
      </Group>
    </Input.Wrapper>
  )
}
