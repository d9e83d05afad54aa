import { Box, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The public page's frame: the product's name, a title, a subtitle and the content, without the app shell. */
export function SupplierPageFrame({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <Box component="main" bg="gray.0" mih="100dvh" py={{ base: 'sm', sm: 'xl' }}>
      <Box maw={1140} mx="auto" px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Text c="indigo.8" fw={700} size="sm" tt="uppercase">
                Procurement Back Office
              </Text>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Box>
    </Box>
  )
}
