import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The centred card every public auth screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100dvh">
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
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
      </Center>
    </Box>
  )
}
