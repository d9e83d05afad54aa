import { Anchor, Button, CloseButton, FileButton, Group, Input, List, Text } from '@mantine/core'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { refusalMessage } from '../../../../lib/api-client'
import { readFileAsDataUrl } from '../../../../lib/read-file'
import { formToast } from '../../../../lib/toast'
import { PO_DOCUMENT_MIME_TYPES, PO_DOCUMENT_TYPES_TEXT, poDocumentFileProblem } from '../../../../shared/po-document'
import { MAX_RFQ_ATTACHMENTS } from '../../../../shared/rfq-schemas'
import { useUploadPoDocument } from '../../../purchase-orders/mutations'

/** Props of the RFQ's files: their stored paths, and how the list changes. */
export interface RfqAttachmentsFieldProps {
  value: string[]
  onChange: (paths: string[]) => void
  error?: React.ReactNode
  readOnly: boolean
}

/** A file's name as the list shows it: the name it was picked with in this visit, else its number and type. */
const fileLabel = (path: string, index: number, names: Record<string, string>) =>
  names[path] ?? `Attachment ${index + 1} (${(path.split('.').pop() ?? '').toUpperCase()})`

/**
 * The RFQ's attachments (drawings, specifications): the PO line file rules (PDF, JPEG, PNG or WebP,
 * up to 5 MB, checked before sending), uploaded at once with add-po-document; up to 10. Invited
 * partners open them from their response page.
 */
export function RfqAttachmentsField({ value, onChange, error, readOnly }: RfqAttachmentsFieldProps) {
  const upload = useUploadPoDocument()
  const [names, setNames] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)

  const pick = async (file: File | null) => {
    if (!file) return
    const refused = poDocumentFileProblem(file)
    setProblem(refused)
    if (refused) return
    let dataUrl: string
    try {
      dataUrl = await readFileAsDataUrl(file)
    } catch {
      setProblem(`${file.name} could not be read`)
      return
    }
    upload.mutate(
      { body: { Document: dataUrl }, idempotencyKey: uuidv7() },
      {
        onSuccess: (path) => {
          setNames((known) => ({ ...known, [path]: file.name }))
          if (!value.includes(path)) onChange([...value, path])
          formToast.success('File uploaded', file.name)
        },
        onError: (failure) =>
          setProblem(refusalMessage(failure) ?? 'The file could not be uploaded. Please try again.'),
      },
    )
  }

  return (
    <Input.Wrapper
      label="Attachments:"
      description={
        readOnly
          ? undefined
          : `Drawings or specifications for the partners: ${PO_DOCUMENT_TYPES_TEXT}, up to 5 MB each, at most ${MAX_RFQ_ATTACHMENTS}.`
      }
      error={problem ?? error}
    >
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {readOnly ? 'No files attached.' : 'No files attached yet.'}
        </Text>
      ) : (
        <List spacing={4} mt={4} size="sm" listStyleType="none">
          {value.map((path, index) => (
            <List.Item key={path}>
              <Group gap={4} wrap="nowrap">
                <Anchor href={path} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {fileLabel(path, index, names)}
                </Anchor>
                {readOnly ? null : (
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${fileLabel(path, index, names)}`}
                    onClick={() => onChange(value.filter((p) => p !== path))}
                  />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {readOnly || value.length >= MAX_RFQ_ATTACHMENTS ? null : (
        <FileButton onChange={pick} accept={PO_DOCUMENT_MIME_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" size="xs" mt="xs" loading={upload.isPending}>
              Attach file
            </Button>
          )}
        </FileButton>
      )}
    </Input.Wrapper>
  )
}
