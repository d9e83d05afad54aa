import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { saveFile } from '../../../../lib/save-file'
import { downloadRfqAttachment, type SupplierLink } from '../api'

/** The stored name of a document path (`/files/docs/<name>`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)
const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1)

/**
 * The files the buyer attached to the RFQ (drawings, specifications), read-only: each downloads
 * through the partner's link (a partner has no session to open /files/docs/). Nothing when there are none.
 */
export function BuyerAttachments({ link, paths }: { link: SupplierLink; paths: readonly string[] }) {
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  if (paths.length === 0) return null
  const open = async (path: string, index: number) => {
    setBusy(path)
    setProblem(null)
    try {
      const file = await downloadRfqAttachment(link, nameOf(path))
      saveFile(file.blob, `attachment-${index + 1}.${extensionOf(path)}`)
    } catch (failure) {
      setProblem(refusalMessage(failure) ?? 'The file could not be downloaded. Please try again.')
    } finally {
      setBusy(null)
    }
  }
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" component="h2">
        Files from the buyer
      </Text>
      <Group gap="xs">
        {paths.map((path, index) => (
          <Button key={path} size="xs" variant="default" loading={busy === path} onClick={() => void open(path, index)}>
            {`Attachment ${index + 1} (${extensionOf(path).toUpperCase()})`}
          </Button>
        ))}
      </Group>
      {problem ? (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
